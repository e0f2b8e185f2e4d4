import { useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { SortOption } from '@clubstay/contract/search-rules';
import type { CompactSearchSlotProps, StayValues } from '@clubstay/router/slots';
import { localToday } from '@clubstay/contract/stay-dates';
import { resetPastDates } from '#state/dates.ts';
import { searchLink, type SearchLink } from '#state/search-link.ts';
import { DEFAULT_ROOMS, type SearchParams, useSearchStore } from '#state/search-store.ts';
import type { FormParams } from './form-state.ts';
import { SearchForm } from './search-form.tsx';

/**
 * What the form starts from. `compact` (the hotel page): the page's place and the stay it shows, a
 * stay in the past moved to today and a month later (spec 1 §4). `static` (the /hotel-name page,
 * reached without a search): the page's place with the static defaults of spec 2 §3, which ignore
 * both the page's values and the stored search: no dates (the traveller picks them), one room of 2
 * adults, not a business trip.
 */
export function compactInitial(
  variant: CompactSearchSlotProps['variant'],
  destination: CompactSearchSlotProps['destination'],
  value: StayValues,
  today: string,
): FormParams {
  const place = { q: destination.q, placeId: destination.placeId ?? '' };
  if (variant === 'static') {
    return {
      destination: place,
      dates: null,
      rooms: DEFAULT_ROOMS.map((room) => ({ ...room, children: [] })),
      businessTrip: false,
    };
  }
  return {
    destination: place,
    dates: resetPastDates([value.dates[0], value.dates[1]], today),
    rooms: value.rooms.map((room) => ({ adults: room.adults, children: [...room.children] })),
    businessTrip: value.businessTrip,
  };
}

/** Spec 1 §4 "Compact panel": a new destination text is a new search; the same text re-prices the page. */
export type CompactOutcome =
  | { kind: 'new-destination'; store: SearchParams; link: SearchLink }
  | { kind: 'same-destination'; values: StayValues };

export function compactOutcome(
  params: SearchParams,
  pagePlace: string,
  sorting?: SortOption,
): CompactOutcome {
  if (params.destination && params.destination.q.trim() !== pagePlace.trim()) {
    return {
      kind: 'new-destination',
      store: params,
      link: searchLink({ ...params, destination: params.destination }, sorting),
    };
  }
  return {
    kind: 'same-destination',
    values: { dates: params.dates, rooms: params.rooms, businessTrip: params.businessTrip },
  };
}

/**
 * The compact search panel other screens show (the hotel page through the shell's slot; the
 * /hotel-name page as the static variant). Spec 1 §4 "Compact panel": when the destination text
 * differs from the place shown, the values are stored and the traveller goes to /search for the new
 * destination with a fresh address — the hotel page's search id, es token and residency do not follow
 * (this feature keeps none of them in its store), the last chosen sorting does (spec 1 §2); when the text is the same, the values are stored
 * without the destination and handed back to the page. `onSubmitted` follows either.
 */
export function CompactSearchPanel({
  variant,
  destination,
  value,
  onSameDestination,
  onSubmitted,
}: CompactSearchSlotProps) {
  const navigate = useNavigate();
  const today = localToday();
  // Keyed by content: a page passing a new but equal `value` on each render keeps what the traveller typed.
  const valueKey = JSON.stringify([value.dates, value.rooms, value.businessTrip]);
  const initial = useMemo(
    () => compactInitial(variant, destination, value, today),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [variant, destination.q, destination.placeId, valueKey, today],
  );

  const search = (params: SearchParams) => {
    const state = useSearchStore.getState();
    const outcome = compactOutcome(params, destination.q, state.sorting);
    if (outcome.kind === 'new-destination') {
      state.store(outcome.store);
      void navigate({ to: '/search', search: outcome.link });
    } else {
      state.store({ dates: params.dates, rooms: params.rooms, businessTrip: params.businessTrip });
      onSameDestination(outcome.values);
    }
    onSubmitted?.();
  };

  return (
    <SearchForm
      variant={variant === 'static' ? 'static' : 'compact'}
      highContrast
      initial={initial}
      ownPlace={destination.q}
      onSearch={search}
    />
  );
}
