import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@clubstay/api-client/client';
import type { StayValues } from '@clubstay/router/slots';
import { renderRoutes } from '#test/harness.tsx';
import { SEARCH_PARAMS_KEY } from '@clubstay/router/stored-state';
import { useSearchStore } from '#state/search-store.ts';
import { CompactSearchPanel, compactInitial, compactOutcome } from './compact-panel.tsx';

const stay: StayValues = {
  dates: ['2027-03-12', '2027-03-15'],
  rooms: [{ adults: 2, children: [5] }],
  businessTrip: true,
};
const hotel = { q: 'Hotel Ritz, Paris' };

describe('what the compact panel starts from', () => {
  it("shows the page's place and stay, a past stay moved to today and a month later", () => {
    expect(compactInitial('compact', hotel, stay, '2027-03-01')).toEqual({
      destination: { q: 'Hotel Ritz, Paris', placeId: '' },
      dates: ['2027-03-12', '2027-03-15'],
      rooms: [{ adults: 2, children: [5] }],
      businessTrip: true,
    });
    expect(compactInitial('compact', hotel, stay, '2027-03-13').dates).toEqual(['2027-03-13', '2027-04-12']); // 30 nights at most
  });
  it("the static variant has the static defaults, no dates among them, whatever the page's values", () => {
    expect(
      compactInitial('static', { q: 'Paris, France', placeId: 'city-2988507' }, stay, '2027-03-01'),
    ).toEqual({
      destination: { q: 'Paris, France', placeId: 'city-2988507' },
      dates: null, // spec 2 §3: the static variant starts with no dates
      rooms: [{ adults: 2, children: [] }],
      businessTrip: false,
    });
  });
});

describe('what its Search does (spec 1 §4 compact panel)', () => {
  const params = {
    destination: { q: 'Hotel Ritz, Paris', placeId: '' },
    dates: stay.dates,
    rooms: [{ adults: 1, children: [] }],
    businessTrip: false,
  };
  it('the same destination text hands the stay back to the page', () => {
    expect(compactOutcome(params, ' Hotel Ritz, Paris ')).toEqual({
      kind: 'same-destination',
      values: { dates: stay.dates, rooms: [{ adults: 1, children: [] }], businessTrip: false },
    });
  });
  it('another destination is a new search with a fresh address', () => {
    const outcome = compactOutcome(
      { ...params, destination: { q: 'London, United Kingdom', placeId: 'city-2643743' } },
      'Hotel Ritz, Paris',
    );
    expect(outcome).toMatchObject({ kind: 'new-destination' });
    if (outcome.kind !== 'new-destination') throw new Error('new destination');
    expect(outcome.link).toEqual({
      q: 'London, United Kingdom',
      placeId: 'city-2643743',
      dates: '20270312,20270315',
      rooms: 1,
      businessTrip: false,
    });
  });
});

describe('the compact panel on a hotel page', () => {
  const london = {
    description: 'London, United Kingdom',
    place_id: 'city-2643743',
    type: 'city' as const,
    name: 'London',
    country: 'United Kingdom',
    countryCode: 'GB',
    lat: 51.5,
    lng: -0.12,
    radius: null,
  };

  function renderHotelPage(
    onSameDestination = vi.fn(),
    onSubmitted = vi.fn(),
    client: Partial<ApiClient> = {},
  ) {
    // A page that passes a new (equal) value object on every render, as a page may.
    const Page = () => (
      <CompactSearchPanel
        variant="compact"
        destination={hotel}
        value={{ ...stay, rooms: stay.rooms.map((room) => ({ ...room })) }}
        onSameDestination={onSameDestination}
        onSubmitted={onSubmitted}
      />
    );
    return renderRoutes(
      { hotel: Page },
      { at: '/hotel/42?searchId=abc.def&es=token&s_dates=20270312,20270315', client },
    );
  }

  it(
    'searches the same hotel again without a place id, storing the stay but not the destination',
    { timeout: 20_000 },
    async () => {
      localStorage.clear();
      useSearchStore.setState({ destination: { q: 'Rome, Italy', placeId: 'city-3169070' } });
      const onSameDestination = vi.fn();
      const onSubmitted = vi.fn();
      const { router } = await renderHotelPage(onSameDestination, onSubmitted);
      await userEvent.click(screen.getByRole('checkbox', { name: "I'm travelling for work" }));
      // The page renders again with an equal stay: what the traveller changed stays.
      await act(() =>
        router.navigate({
          to: '/hotel/$hotelId',
          params: { hotelId: '42' },
          search: (previous) => ({ ...previous, utm_source: 'mail' }),
        }),
      );
      expect(screen.getByRole('checkbox', { name: "I'm travelling for work" })).not.toBeChecked();
      await userEvent.click(screen.getByRole('button', { name: 'Search' }));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(onSameDestination).toHaveBeenCalledExactlyOnceWith({
        dates: stay.dates,
        rooms: stay.rooms,
        businessTrip: false,
      });
      expect(onSubmitted).toHaveBeenCalledOnce();
      expect(router.state.location.pathname).toBe('/hotel/42');
      const saved = JSON.parse(localStorage.getItem(SEARCH_PARAMS_KEY) ?? '{}') as {
        state: { destination: unknown; businessTrip: boolean };
      };
      expect(saved.state).toMatchObject({ destination: { q: 'Rome, Italy' }, businessTrip: false });
    },
  );

  it(
    'starts the static page with no dates and asks for them on Search (spec 2 §3, issue 16)',
    { timeout: 20_000 },
    async () => {
      localStorage.clear();
      const onSameDestination = vi.fn();
      const Page = () => (
        <CompactSearchPanel
          variant="static"
          destination={hotel}
          value={stay}
          onSameDestination={onSameDestination}
        />
      );
      await renderRoutes({ hotel: Page }, { at: '/hotel/42' });
      expect(screen.getByRole('button', { name: /Check-in – check-out/ })).toHaveTextContent(
        'Choose your dates',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Search' }));
      expect(screen.getByText('Choose a check-in and a check-out date.')).toBeVisible();
      expect(onSameDestination).not.toHaveBeenCalled();
    },
  );

  it(
    'goes to /search for a new destination, leaving the hotel search id, es and dates behind',
    { timeout: 20_000 },
    async () => {
      localStorage.clear();
      const autocompletePlaces = vi.fn(() => Promise.resolve({ predictions: [london] }));
      const onSameDestination = vi.fn();
      const onSubmitted = vi.fn();
      const { router } = await renderHotelPage(onSameDestination, onSubmitted, { autocompletePlaces });
      const field = screen.getByRole('combobox', { name: 'Destination' });
      await userEvent.clear(field);
      await userEvent.type(field, 'lond');
      await userEvent.click(
        await screen.findByRole('option', { name: 'London, United Kingdom' }, { timeout: 3_000 }),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
      expect(router.state.location.search).toEqual({
        q: 'London, United Kingdom',
        placeId: 'city-2643743',
        dates: '20270312,20270315',
        rooms: '2-5',
        businessTrip: true,
      });
      expect(onSameDestination).not.toHaveBeenCalled();
      expect(onSubmitted).toHaveBeenCalledOnce();
      expect(useSearchStore.getState().destination).toEqual({
        q: 'London, United Kingdom',
        placeId: 'city-2643743',
      });
    },
  );

  it(
    'keeps the sorting last chosen on /search in the link of a new destination (spec 1 §2, issue 16)',
    { timeout: 20_000 },
    async () => {
      localStorage.clear();
      // What the results page stores when the traveller picks a sort.
      useSearchStore.getState().store({ sorting: 'Price-asc' });
      const autocompletePlaces = vi.fn(() => Promise.resolve({ predictions: [london] }));
      const { router } = await renderHotelPage(vi.fn(), vi.fn(), { autocompletePlaces });
      const field = screen.getByRole('combobox', { name: 'Destination' });
      await userEvent.clear(field);
      await userEvent.type(field, 'lond');
      await userEvent.click(
        await screen.findByRole('option', { name: 'London, United Kingdom' }, { timeout: 3_000 }),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
      expect(router.state.location.search).toMatchObject({ placeId: 'city-2643743', sorting: 'Price-asc' });
      // Kept across visits, with the search parameters.
      expect(JSON.parse(localStorage.getItem(SEARCH_PARAMS_KEY) ?? '{}')).toMatchObject({
        state: { sorting: 'Price-asc' },
        version: 1,
      });
      useSearchStore.setState({ sorting: undefined });
    },
  );
});
