import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useAccessLevel, useAppContext } from '@clubstay/router/context';
import type { StayValues } from '@clubstay/router/slots';
import { useLatestCallback } from '@clubstay/ui/use-latest-callback';
import { bookDecision, checkoutSearch } from '#domain/book.ts';
import { formatDatesParam } from '@clubstay/contract/stay-dates';
import { formatRooms, type Stay, stayAddress } from '#domain/stay.ts';

/** The hotel page's own address parameters (spec 2 §2). */
export interface HotelAddress {
  s_dates?: string;
  s_room?: string;
  s_tfb?: boolean;
  searchId?: string | undefined;
  es?: string | undefined;
}

/** Replaces (or pushes) the hotel page's own address parameters. */
export function useSetAddress(hotelId: number) {
  const navigate = useNavigate();
  return useCallback(
    (next: HotelAddress, replace: boolean) =>
      void navigate({
        to: '/hotel/$hotelId',
        params: { hotelId: String(hotelId) },
        search: (previous: Record<string, unknown>) => ({ ...previous, ...next }),
        replace,
      }),
    [navigate, hotelId],
  );
}

interface StayActionsInput {
  hotelId: number;
  isStatic: boolean;
  searchId: string | undefined;
  es: string | undefined;
  stay: Stay;
  setAddress: (next: HotelAddress, replace: boolean) => void;
}

/**
 * What the traveller does with the stay, as handlers that keep their identity (the parts they are
 * given are memoised): book a package (checkout, or sign-in first where the brand asks it), search
 * the same hotel for other values, and price the stay again after its offer expired.
 */
export function useStayActions({ hotelId, isStatic, searchId, es, stay, setAddress }: StayActionsInput) {
  const navigate = useNavigate();
  const level = useAccessLevel();
  const { brand } = useAppContext();
  const onBook = useLatestCallback((packageId: string) => {
    if (!searchId) return;
    if (bookDecision(level, brand) === 'sign-in') {
      void navigate({
        to: '/auth/sign-in',
        search: { redirect: window.location.pathname + window.location.search },
      });
      return;
    }
    void navigate({ to: '/checkout', search: checkoutSearch(hotelId, packageId, searchId, es) });
  });
  const onSameDestination = useLatestCallback((values: StayValues) => {
    const next: Stay = {
      dates: values.dates,
      rooms: values.rooms.map((room) => ({ adults: room.adults, children: [...room.children] })),
      businessTrip: values.businessTrip,
    };
    if (isStatic) {
      void navigate({
        to: '/hotel/$hotelId',
        params: { hotelId: String(hotelId) },
        search: {
          s_dates: formatDatesParam(next.dates),
          s_room: formatRooms(next.rooms),
          s_tfb: next.businessTrip,
        },
      });
      return;
    }
    // The new stay goes into the address without a search; the page prices it and adds searchId and es.
    setAddress({ ...stayAddress(next), searchId: undefined, es: undefined }, false);
  });
  const refreshRooms = useLatestCallback(() =>
    setAddress({ ...stayAddress(stay), searchId: undefined, es: undefined }, true),
  );
  return { onBook, onSameDestination, refreshRooms };
}
