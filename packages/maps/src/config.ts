/**
 * The Google Maps browser key. It is a build setting: the brand apps' Vite config defines
 * `__GOOGLE_MAPS_API_KEY__` from the `GOOGLE_MAPS_API_KEY` environment variable at build time (the
 * same variable the API reads), so `GOOGLE_MAPS_API_KEY=… npm start` switches both to Google. Without
 * a key (the default, tests, Storybook) the places come from the API and the map is the offline one,
 * and no call leaves the site.
 */
declare const __GOOGLE_MAPS_API_KEY__: string | undefined;

export const googleMapsApiKey: string | null =
  typeof __GOOGLE_MAPS_API_KEY__ === 'string' && __GOOGLE_MAPS_API_KEY__.trim()
    ? __GOOGLE_MAPS_API_KEY__.trim()
    : null;

/** Spec 1 §9: the Maps JavaScript API with the places and geometry libraries. */
export const GOOGLE_LIBRARIES = ['places', 'geometry'] as const;

let configured = false;

/** Loads the Google Maps JavaScript API once (only ever called with a key). */
export async function loadGoogle(key: string) {
  const loader = await import('@googlemaps/js-api-loader');
  if (!configured) {
    loader.setOptions({ key, v: 'weekly', libraries: [...GOOGLE_LIBRARIES] });
    configured = true;
  }
  return loader;
}
