import type { ApiClient } from '@clubstay/api-client/client';
import type { UiLanguage } from '@clubstay/contract/locales';
import type { PlaceType } from '@clubstay/contract/places';
import { googleMapsApiKey } from '#config.ts';

/** One suggestion of the destination field. */
export interface PlaceSuggestion {
  placeId: string;
  /** What the field shows once picked: "Paris, France". */
  description: string;
  type: PlaceType;
}

/** A place with what a search needs: its point and type (the type decides the radius). */
export interface ResolvedPlace extends PlaceSuggestion {
  lat: number;
  lng: number;
  countryCode: string | null;
}

/**
 * Where destination suggestions come from: Google Places when a key is configured, the API's
 * /places/autocomplete otherwise. Both answer the same shapes.
 */
export interface PlacesProvider {
  readonly kind: 'google' | 'api';
  suggest(text: string, language: UiLanguage, signal?: AbortSignal): Promise<PlaceSuggestion[]>;
  resolve(placeId: string, language: UiLanguage): Promise<ResolvedPlace | undefined>;
}

/**
 * The provider for this build, loaded on demand (its code is a separate chunk, fetched when the
 * destination menu first opens).
 */
export async function loadPlacesProvider(
  client: ApiClient,
  key: string | null = googleMapsApiKey,
): Promise<PlacesProvider> {
  if (key) {
    const { createGooglePlaces } = await import('./google-places.ts');
    return createGooglePlaces(key);
  }
  const { createApiPlaces } = await import('./api-places.ts');
  return createApiPlaces(client);
}
