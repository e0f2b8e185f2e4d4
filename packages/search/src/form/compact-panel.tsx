import { useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { CompactSearchSlotProps } from '@clubstay/router/slots';
import { formatDatesParam, formatRoomsParam, forAddress } from '../state/address.ts';
import { defaultParams, type SearchParams, useSearchStore } from '../state/search-store.ts';
import { SearchForm } from './search-form.tsx';

/**
 * The compact search panel other screens show (the hotel page, through the shell's slot). Spec 1 §4
 * "Compact panel": when the destination text differs from the place shown, the values are stored and
 * the traveller goes to /search for the new destination; when it is the same, the values are stored
 * without the destination and handed back to the page.
 */
export function CompactSearchPanel({ variant, destination, value, onSameDestination, onSubmitted }: CompactSearchSlotProps) {
  const navigate = useNavigate();
  const initial = useMemo<SearchParams>(() => {
    const base = variant === 'static' ? defaultParams() : null;
    return {
      destination: { q: destination.q, placeId: destination.placeId ?? '' },
      dates: base?.dates ?? value.dates,
      rooms: (base?.rooms ?? value.rooms).map((room) => ({ adults: room.adults, children: [...room.children] })),
      businessTrip: base?.businessTrip ?? value.businessTrip,
    };
  }, [variant, destination.q, destination.placeId, value]);

  const search = (params: SearchParams) => {
    const state = useSearchStore.getState();
    if (params.destination && params.destination.q !== destination.q) {
      state.store(params);
      void navigate({
        to: '/search',
        search: forAddress({
          q: params.destination.q,
          placeId: params.destination.placeId,
          dates: formatDatesParam(params.dates),
          rooms: formatRoomsParam(params.rooms),
          businessTrip: params.businessTrip,
        }),
      });
    } else {
      state.store({ dates: params.dates, rooms: params.rooms, businessTrip: params.businessTrip });
      onSameDestination({ dates: params.dates, rooms: params.rooms, businessTrip: params.businessTrip });
    }
    onSubmitted?.();
  };

  return <SearchForm variant={variant === 'static' ? 'static' : 'compact'} highContrast initial={initial} onSearch={search} />;
}
