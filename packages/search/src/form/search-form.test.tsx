import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SearchParams } from '#state/search-store.ts';
import { renderRoutes } from '#test/harness.tsx';
import { SearchForm } from './search-form.tsx';
import { validateSearch } from './validate.ts';

const initial: SearchParams = {
  destination: { q: 'Paris, France', placeId: 'city-2988507' },
  dates: ['2027-03-12', '2027-03-15'],
  rooms: [{ adults: 2, children: [] }],
  businessTrip: false,
};

describe('search form validation (spec 1 §5)', () => {
  it('needs a place picked from the list, or the page’s own place left unchanged', () => {
    expect(validateSearch(initial, '2027-03-01')).toEqual({});
    expect(validateSearch({ ...initial, destination: null }, '2027-03-01').destination).toBe(
      'SEARCH.ERRORS.DESTINATION_REQUIRED',
    );
    expect(
      validateSearch({ ...initial, destination: { q: 'Hotel Ritz', placeId: '' } }, '2027-03-01').destination,
    ).toBe('SEARCH.ERRORS.DESTINATION_REQUIRED');
    expect(
      validateSearch(
        { ...initial, destination: { q: 'Hotel Ritz', placeId: '' } },
        '2027-03-01',
        'Hotel Ritz',
      ),
    ).toEqual({});
    expect(
      validateSearch({ ...initial, destination: { q: '  ', placeId: '' } }, '2027-03-01', '  '),
    ).toHaveProperty('destination');
  });
  it('needs two dates in order, not in the past, and rooms by the rules', () => {
    expect(validateSearch({ ...initial, dates: ['2027-03-12'] }, '2027-03-01').dates).toBe(
      'SEARCH.ERRORS.DATES_REQUIRED',
    );
    expect(validateSearch({ ...initial, dates: ['2027-03-12', null] }, '2027-03-01').dates).toBe(
      'SEARCH.ERRORS.DATES_REQUIRED',
    );
    expect(validateSearch({ ...initial, dates: ['2027-03-15', '2027-03-12'] }, '2027-03-01').dates).toBe(
      'SEARCH.ERRORS.DATES_ORDER',
    );
    expect(validateSearch(initial, '2027-03-13').dates).toBe('SEARCH.ERRORS.DATES_PAST');
    expect(
      validateSearch({ ...initial, rooms: [{ adults: 0, children: [] }] }, '2027-03-01').rooms?.key,
    ).toBe('SEARCH.ROOMS.ERROR_ADULT_REQUIRED');
  });
});

describe('the search form and the browser history', () => {
  const Page = () => <SearchForm variant="full" initial={initial} onSearch={vi.fn()} />;

  it(
    'keeps what the traveller changed across the app’s own navigation, and resets to its defaults on back (spec 1 §4)',
    { timeout: 20_000 },
    async () => {
      const { router, history } = await renderRoutes({ hotel: Page }, { at: '/hotel/1' });
      const businessTrip = () => screen.getByRole('checkbox', { name: "I'm travelling for work" });
      await userEvent.click(businessTrip());
      await act(() => router.navigate({ to: '/hotel/$hotelId', params: { hotelId: '2' } }));
      expect(businessTrip()).toBeChecked();

      // An invalid search shows its message; going back clears it with the rest.
      await userEvent.click(screen.getByRole('button', { name: 'Clear destination' }));
      await userEvent.click(screen.getByRole('button', { name: 'Search' }));
      expect(screen.getByText('Choose a destination from the list.')).toBeVisible();

      act(() => {
        history.back();
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/hotel/1'));
      expect(businessTrip()).not.toBeChecked();
      expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Paris, France');
      expect(screen.queryByText('Choose a destination from the list.')).toBeNull();
    },
  );
});
