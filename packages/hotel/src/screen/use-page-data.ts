import { useEffect, useMemo, useRef, useState } from 'react';
import { useLoaderData } from '@tanstack/react-router';
import { useStore } from 'zustand';
import type { ApiClient } from '@clubstay/api-client/client';
import type { UiLanguage } from '@clubstay/contract/locales';
import { hydrationDay, useHydrated } from '@clubstay/router/hydration';
import { localToday } from '@clubstay/contract/stay-dates';
import { isPastStay, readStoredStay, resolveStay } from '#domain/stay.ts';
import { detailsFor } from '#state/hotel-loader.ts';
import { createHotelStore, loadDetails } from '#state/hotel-store.ts';

/**
 * The hotel's details and the stay's pricing state: the route loader's details when they are this
 * request's (on the server the page arrives with them), else loaded; again on a new hotel, search or
 * language, or `reload` (spec 2 §4).
 */
export function useHotelDetails(
  hotelId: number,
  searchId: string | undefined,
  language: UiLanguage,
  client: ApiClient,
) {
  const loaderData: unknown = useLoaderData({ strict: false });
  const [loaded] = useState(() => detailsFor(loaderData, { hotelId, searchId, locale: language }));
  const [store] = useState(() => createHotelStore(loaded));
  const firstLoad = useRef(true);
  const details = useStore(store, (state) => state.details);
  const pricing = useStore(store, (state) => state.pricing);
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    const request = { hotelId, searchId, locale: language };
    const ready = firstLoad.current ? loaded : undefined;
    firstLoad.current = false;
    return loadDetails(store, client, request, ready);
  }, [store, client, loaded, hotelId, searchId, language, reloads]);
  const reload = () => setReloads((count) => count + 1);
  return { store, details, pricing, reload };
}

/** The stay the address describes (spec 2 §2), whether it is past, and the local day. */
export function usePageStay(address: {
  searchId?: string | undefined;
  s_dates?: string | undefined;
  s_room?: string | undefined;
  s_tfb?: boolean | undefined;
}) {
  // While hydrating, what the server rendered with: its day and no stored stay (local storage is the
  // browser's); the traveller's own apply right after.
  const hydrated = useHydrated();
  const today = hydrated ? localToday() : (hydrationDay() ?? localToday());
  const stored = useMemo(() => (hydrated ? readStoredStay() : {}), [hydrated]);
  const { searchId, s_dates, s_room, s_tfb } = address;
  const stay = useMemo(
    () => resolveStay({ searchId, s_dates, s_room, s_tfb }, stored, today),
    [searchId, s_dates, s_room, s_tfb, stored, today],
  );
  return { stay, past: isPastStay(stay, today) };
}
