/// <reference types="google.maps" />
import type { PlaceType } from '@clubstay/contract/places';
import { loadGoogle } from '#config.ts';
import type { PlacesProvider, ResolvedPlace } from './places-provider.ts';

/** Country, city or point of interest from Google's place types (spec 1 §3 "Place type"). */
function placeTypeOfGoogle(types: readonly string[]): PlaceType {
  if (types.includes('country')) return 'country';
  if (
    types.some((type) =>
      [
        'locality',
        'postal_town',
        'administrative_area_level_1',
        'administrative_area_level_2',
        'administrative_area_level_3',
        'colloquial_area',
        'sublocality',
      ].includes(type),
    )
  ) {
    return 'city';
  }
  return 'poi';
}

/** Google Places (new) autocomplete and place details, through @googlemaps/js-api-loader. */
export async function createGooglePlaces(key: string): Promise<PlacesProvider> {
  const loader = await loadGoogle(key);
  const places = await loader.importLibrary('places');
  let session = new places.AutocompleteSessionToken();
  return {
    kind: 'google',
    async suggest(text, language, signal) {
      const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input: text,
        language,
        sessionToken: session,
      });
      if (signal?.aborted) return [];
      return suggestions.flatMap((suggestion) => {
        const prediction = suggestion.placePrediction;
        if (!prediction) return [];
        return [
          {
            placeId: prediction.placeId,
            description: prediction.text.text,
            type: placeTypeOfGoogle(prediction.types),
          },
        ];
      });
    },
    async resolve(placeId, language): Promise<ResolvedPlace | undefined> {
      const place = new places.Place({ id: placeId, requestedLanguage: language });
      await place.fetchFields({
        fields: ['formattedAddress', 'displayName', 'location', 'types', 'addressComponents'],
      });
      // A details call closes the autocomplete session (Google bills the pair as one).
      session = new places.AutocompleteSessionToken();
      if (!place.location) return undefined;
      const country = place.addressComponents?.find((component) => component.types.includes('country'));
      return {
        placeId,
        description: place.formattedAddress ?? place.displayName ?? placeId,
        type: placeTypeOfGoogle(place.types ?? []),
        lat: place.location.lat(),
        lng: place.location.lng(),
        countryCode: country?.shortText ?? null,
      };
    },
  };
}
