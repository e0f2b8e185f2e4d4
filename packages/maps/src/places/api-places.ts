import type { ApiClient } from '@clubstay/api-client/client';
import { ApiError } from '@clubstay/api-client/errors';
import type { Place } from '@clubstay/contract/places';
import type { PlacesProvider, ResolvedPlace } from './places-provider.ts';

const toResolved = (place: Place): ResolvedPlace => ({
  placeId: place.place_id,
  description: place.description,
  type: place.type,
  lat: place.lat,
  lng: place.lng,
  countryCode: place.countryCode,
});

/** Places from the API's world-cities data set (the sandbox of the places service). */
export function createApiPlaces(client: ApiClient): PlacesProvider {
  return {
    kind: 'api',
    async suggest(text, language, signal) {
      const { predictions } = await client.autocompletePlaces(text, language, signal);
      return predictions.map(toResolved);
    },
    async resolve(placeId, language) {
      try {
        return toResolved(await client.getPlace(placeId, language));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return undefined;
        throw error;
      }
    },
  };
}
