import { useCallback, useEffect, useState } from 'react';
import type { StoreApi } from 'zustand';
import type { ApiClient } from '@clubstay/api-client/client';
import type { HotelInfo } from '@clubstay/contract/hotel';
import { residencyOf, type Stay, stayAddress, stayKey } from '#domain/stay.ts';
import { type HotelPageState, priceStay } from '#state/hotel-store.ts';
import type { RoomsSearchState } from '#state/rooms-store.ts';

/** A new search for the same searchId is tried this many times before the page shows the rooms error. */
const MAX_RESEARCHES = 2;

interface StayPricingInput {
  hotelId: number;
  /** The static landing page never prices. */
  isStatic: boolean;
  past: boolean;
  info: HotelInfo | null;
  /** The address's searchId, when the API can read it. */
  searchId: string | undefined;
  /** The address's `es`. */
  es: string | undefined;
  stay: Stay;
  rooms: Pick<RoomsSearchState, 'error' | 'searchId'>;
  brandId: string;
  store: StoreApi<HotelPageState>;
  client: ApiClient;
  /** Puts the priced search into the address (replacing it). */
  setAddress: (next: ReturnType<typeof stayAddress>, replace: boolean) => void;
}

/**
 * Prices the stay when the address has no searchId (a shared link, a new stay from the form) or the
 * API no longer knows it (up to MAX_RESEARCHES times), then puts the new searchId and `es` in the
 * address, where the live rooms search picks them up (spec 2 §4, §7).
 */
export function useStayPricing({
  hotelId,
  isStatic,
  past,
  info,
  searchId,
  es,
  stay,
  rooms,
  brandId,
  store,
  client,
  setAddress,
}: StayPricingInput) {
  const key = stayKey(stay);
  const [researches, setResearches] = useState(0);
  /** Bumped by "try again" after pricing failed. */
  const [pricings, setPricings] = useState(0);
  const unknownSearch = rooms.error?.kind === 'unknown-search' && rooms.searchId === searchId;
  const needsPricing =
    !isStatic &&
    !past &&
    info?.tradable !== false &&
    (!searchId || (unknownSearch && researches < MAX_RESEARCHES));
  // Spec 2 §7: the pricing call carries the hotel's coordinates (so it waits for the details), the
  // address's es, the point of sale (the brand) and the traveller's residence.
  const geo = info?.geo;
  useEffect(() => {
    if (!needsPricing || !geo) return;
    const controller = new AbortController();
    const again = unknownSearch;
    const request = {
      hotelId,
      stay,
      geo,
      es,
      pos: brandId,
      residency: residencyOf(),
      signal: controller.signal,
    };
    void priceStay(store, client, request).then((priced) => {
      if (again) setResearches((count) => count + 1);
      if (priced) setAddress(stayAddress(stay, priced), true);
    });
    return () => controller.abort();
    // `key` and the flag stand for the stay.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    needsPricing,
    key,
    stay.businessTrip,
    hotelId,
    store,
    client,
    setAddress,
    pricings,
    geo?.lat,
    geo?.lng,
  ]);
  /** "Try again" after pricing failed, or after the searches gave up. */
  const pricingAgain = useCallback(() => {
    setResearches(0);
    setPricings((count) => count + 1);
  }, []);
  return {
    /** The API did not know the searchId and the new searches gave up. */
    researchesFailed: unknownSearch && researches >= MAX_RESEARCHES,
    pricingAgain,
  };
}
