import { describe, expect, it } from 'vitest';
import { CHECKOUT_STATUS } from '@clubstay/contract/checkout';
import { POPUP_ACTIONS, popupOf } from './popups.ts';

const check = (over: Partial<Parameters<typeof popupOf>[0]> = {}) => ({
  checkoutStatus: CHECKOUT_STATUS.Available,
  validPrice: 0,
  refundabilityChanged: false,
  isFinished: true,
  ...over,
});

describe('popupOf (spec 2 §4)', () => {
  it('shows nothing while the offer holds or the check still runs', () => {
    expect(popupOf(check())).toBeNull();
    expect(
      popupOf(check({ checkoutStatus: CHECKOUT_STATUS.Pending, isFinished: false, validPrice: 120 })),
    ).toBeNull();
  });

  it('shows price-changed when validPrice is truthy', () => {
    expect(popupOf(check({ validPrice: 312.4 }))).toBe('price-changed');
  });

  it('shows refundability-changed only when the price did not change', () => {
    expect(popupOf(check({ refundabilityChanged: true }))).toBe('refundability-changed');
    expect(popupOf(check({ refundabilityChanged: true, validPrice: 99 }))).toBe('price-changed');
  });

  it.each([
    [CHECKOUT_STATUS.Expired, 'expired'],
    [CHECKOUT_STATUS.ExpiredNi, 'expired-ni'],
    [CHECKOUT_STATUS.SoldOutRoom, 'sold-out-room'],
    [CHECKOUT_STATUS.SoldOutHotel, 'sold-out-hotel'],
  ] as const)('shows the availability popup of status %i (%s) before any price change', (status, name) => {
    expect(popupOf(check({ checkoutStatus: status, validPrice: 200 }))).toBe(name);
  });

  it('offers continue or other rooms on a price change, refresh or new search on expiry', () => {
    expect(POPUP_ACTIONS['price-changed']).toEqual(['accept', 'otherRooms']);
    expect(POPUP_ACTIONS.expired).toEqual(['refreshSearch', 'newSearch']);
    expect(POPUP_ACTIONS['sold-out-hotel'][0]).toBe('otherHotels');
  });
});

describe('meal families', () => {
  it('puts every meal type id 0 to 34 in one family', async () => {
    const { mealFamily } = await import('@clubstay/contract/rooms');
    expect(mealFamily(1)).toBe('ROOM_ONLY');
    expect(mealFamily(14)).toBe('BREAKFAST');
    expect(mealFamily(33)).toBe('ALL_INCLUSIVE');
    expect(mealFamily(99)).toBe('ROOM_ONLY');
  });
});
