import { type ApiClient, BUILT_IN_PATHS } from '@clubstay/api-client/client';

/**
 * A story's API answers, by the call's path as the contract writes it (`ENDPOINT_PATHS.customerBookings[1]`,
 * `'/customers/bookings'`): the answer itself, an Error to fail the call, or a function of the call
 * (`{ query, body }`) that returns either, or a promise (one that never settles keeps a screen loading).
 */
export type ApiStubs = Readonly<Record<string, unknown>>;

interface Call {
  method: string;
  path: string;
  query?: unknown;
  body?: unknown;
}

async function answer(stubs: ApiStubs, call: Call): Promise<never> {
  if (!(call.path in stubs)) {
    // Nothing leaves the page: a call the story did not stub fails, as an unreachable API would.
    console.warn(`Storybook: no stubbed answer for ${call.method} ${call.path}`);
    throw new Error(`${call.method} ${call.path}: not stubbed in this story`);
  }
  const stub = stubs[call.path];
  const value: unknown = typeof stub === 'function' ? await (stub as (c: Call) => unknown)(call) : stub;
  if (value instanceof Error) throw value;
  // A structured copy: a screen that changes what it was given does not change the story's fixture.
  return structuredClone(value) as never;
}

/**
 * An ApiClient that never calls the network: each call is answered from the story's stubs
 * (`parameters.feature.api`), without the contract's schema check (the fixtures are typed by it).
 */
export function stubClient(stubs: ApiStubs): ApiClient {
  const get = (path: string, query?: unknown) => answer(stubs, { method: 'GET', path, query });
  return {
    get: (path, _check, query) => get(path, query),
    send: (method, path, _check, body) => answer(stubs, { method: method.toUpperCase(), path, body }),
    report: async () => undefined,
    healthcheck: () => get(BUILT_IN_PATHS.healthcheck),
    config: () => get(BUILT_IN_PATHS.config),
    validateGuest: (token) =>
      answer(stubs, { method: 'POST', path: BUILT_IN_PATHS.validateGuest, body: { token } }),
    getCustomer: () => get(BUILT_IN_PATHS.getCustomer),
    autocompletePlaces: (q, lang) => get(BUILT_IN_PATHS.placesAutocomplete, { q, lang }),
    getPlace: (placeId, lang) => get(BUILT_IN_PATHS.place, { placeId, lang }),
    featuredPlaces: (lang) => get(BUILT_IN_PATHS.featuredPlaces, { lang }),
    searchHotels: (query) => get(BUILT_IN_PATHS.search, query),
    // A heart's press changes nothing anywhere: it resolves, and the heart shows the new state.
    addFavorite: async () => undefined,
    removeFavorite: async () => undefined,
  };
}
