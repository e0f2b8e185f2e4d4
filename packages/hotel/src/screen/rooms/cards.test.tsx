import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRICE_PRESENTATION, ROOM_AVAILABILITY } from '@clubstay/contract/rooms-rules';
import { deluxe, guaranteedOffer, roomsContext } from '#domain/fixtures.ts';
import { testI18n, withRooms } from '#screen/test-utils.tsx';
import { GridRoomCard } from './grid-card.tsx';
import { ListRoomCard } from './list-card.tsx';
import { OfferCard } from './offer-card.tsx';

let i18n: Awaited<ReturnType<typeof testI18n>>;
beforeAll(async () => {
  i18n = await testI18n();
});
afterEach(cleanup);

const context = (onBook = vi.fn()) => roomsContext({ onBook });
const total = () => Number(screen.getAllByTestId('package-total')[0]?.getAttribute('data-eur'));

describe('the grid room card', () => {
  it('starts with the cheapest package and shows the stay, the price and the taxes', () => {
    render(<GridRoomCard room={deluxe} isLowest />, { wrapper: withRooms(i18n, context()) });
    const card = screen.getByRole('article', { name: 'Deluxe King Room' });
    expect(within(card).getByRole('radio', { name: /Non-refundable/ })).toHaveProperty('checked', true);
    expect(within(card).getByRole('radio', { name: /Room only/ })).toHaveProperty('checked', true);
    expect(total()).toBe(300);
    expect(card.textContent).toContain('Lowest price');
    expect(card.textContent).toContain('2 adults · 1 child');
    expect(card.textContent).toContain('3 nights · Mar 12 – Mar 15');
    expect(card.textContent).toContain('€100 per night');
    expect(card.textContent).toContain('Includes €28 taxes');
    // The other choices say what they cost on top.
    expect(within(card).getByRole('radio', { name: /Free cancellation before .* \+€30/ })).toBeTruthy();
    expect(
      within(card)
        .getByRole('radio', { name: /Continental breakfast|Breakfast included/ })
        .closest('label')?.textContent,
    ).toContain('+€60');
  });

  it('keeps the meal when switching refundability, and keeps refundability when switching meals', async () => {
    const onBook = vi.fn();
    render(<GridRoomCard room={deluxe} isLowest={false} />, { wrapper: withRooms(i18n, context(onBook)) });
    await userEvent.click(screen.getByRole('radio', { name: /Breakfast included/ }));
    expect(total()).toBe(360);
    await userEvent.click(screen.getByRole('radio', { name: /Free cancellation/ }));
    expect(total()).toBe(396);
    expect(screen.getByRole('radio', { name: /Breakfast included/ })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('radio', { name: /Room only/ }));
    expect(total()).toBe(330);
    expect(screen.getByRole('radio', { name: /Free cancellation/ })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('button', { name: 'Book Deluxe King Room' }));
    expect(onBook).toHaveBeenCalledWith('3-1-R');
  });

  it('says so when a room has no packages', () => {
    render(<GridRoomCard room={{ ...deluxe, groups: [] }} isLowest={false} />, {
      wrapper: withRooms(i18n, context()),
    });
    expect(screen.getByRole('alert').textContent).toBe('This room has no rates for your stay any more.');
    expect(screen.queryByRole('button', { name: /^Book/ })).toBeNull();
  });

  it('prices in the presentation mode of the answer (all inclusive adds the fees)', () => {
    render(<GridRoomCard room={deluxe} isLowest={false} />, {
      wrapper: withRooms(i18n, { ...context(), presentation: PRICE_PRESENTATION.AllInclusive }),
    });
    expect(total()).toBe(306);
    expect(screen.getByRole('article').textContent).toContain('Includes €28 taxes and €6 in local fees');
  });
});

describe('the list room card', () => {
  it('lists every package with its meal, refundability, price and own Book button', async () => {
    const onBook = vi.fn();
    render(<ListRoomCard room={deluxe} lowestId="3-1-N" />, { wrapper: withRooms(i18n, context(onBook)) });
    const rates = screen.getByRole('list', { name: 'Rates for Deluxe King Room' });
    const rows = within(rates).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(rows[0]?.textContent).toContain('Room only');
    expect(rows[0]?.textContent).toContain('Non-refundable');
    expect(rows[0]?.textContent).toContain('Lowest price');
    expect(rows[1]?.textContent).toContain('Free cancellation before');
    const [, second] = within(rates).getAllByRole('button', { name: /^Book Deluxe King Room/ });
    if (!second) throw new Error('no second Book');
    await userEvent.click(second);
    expect(onBook).toHaveBeenCalledWith('3-1-R');
  });
});

describe('the guaranteed offer', () => {
  const offer = guaranteedOffer;

  it('disables Book while availability is checked', () => {
    render(
      <OfferCard
        offer={offer(ROOM_AVAILABILITY.Pending)}
        otherHotels={{ q: 'Paris, France' }}
        onRefresh={vi.fn()}
      />,
      {
        wrapper: withRooms(i18n, context()),
      },
    );
    expect(
      screen.getByRole('button', { name: /^Book now/ }).hasAttribute('disabled') ||
        screen.getByRole('button', { name: /^Book now/ }).getAttribute('data-disabled') === 'true',
    ).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('Checking availability…');
  });

  it('books the offer once it is available, and says when its price moved', async () => {
    const onBook = vi.fn();
    render(
      <OfferCard
        offer={offer(ROOM_AVAILABILITY.Available, 8)}
        otherHotels={{ q: 'Paris, France' }}
        onRefresh={vi.fn()}
      />,
      {
        wrapper: withRooms(i18n, context(onBook)),
      },
    );
    expect(screen.getByRole('status').textContent).toBe('The price went up by 8% since your search.');
    await userEvent.click(screen.getByRole('button', { name: 'Book now: Standard Double Room' }));
    expect(onBook).toHaveBeenCalledWith('1-1-N');
  });

  it('names the source of the price (Google, Trivago, Wego) and no other', () => {
    const { rerender } = render(
      <OfferCard
        offer={{ ...offer(ROOM_AVAILABILITY.Available), source: 3 }}
        otherHotels={{ q: 'Paris, France' }}
        onRefresh={vi.fn()}
      />,
      { wrapper: withRooms(i18n, context()) },
    );
    const card = screen.getByRole('article', { name: 'Standard Double Room' });
    expect(within(card).getByText('Price found on Trivago')).toBeTruthy();
    rerender(
      <OfferCard
        offer={{ ...offer(ROOM_AVAILABILITY.Available), source: 7 }}
        otherHotels={{ q: 'Paris, France' }}
        onRefresh={vi.fn()}
      />,
    );
    expect(within(card).getByText('Price found on Wego')).toBeTruthy();
    rerender(
      <OfferCard
        offer={{ ...offer(ROOM_AVAILABILITY.Available), source: 0 }}
        otherHotels={{ q: 'Paris, France' }}
        onRefresh={vi.fn()}
      />,
    );
    expect(within(card).queryByText(/Price found on/)).toBeNull();
  });

  it('offers fresh prices when the rates expired, and no Book for another nationality', async () => {
    const onRefresh = vi.fn();
    const { rerender } = render(
      <OfferCard
        offer={offer(ROOM_AVAILABILITY.Expired)}
        otherHotels={{ q: 'Paris, France' }}
        onRefresh={onRefresh}
      />,
      { wrapper: withRooms(i18n, context()) },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refresh prices' }));
    expect(onRefresh).toHaveBeenCalled();
    rerender(
      <OfferCard
        offer={offer(ROOM_AVAILABILITY.ExpiredNi)}
        otherHotels={{ q: 'Paris, France' }}
        onRefresh={onRefresh}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain(
      "This rate isn't available for your country of residence.",
    );
    expect(screen.queryByRole('button', { name: /^Book/ })).toBeNull();
  });
});
