import { describe, expect, it } from 'vitest';
import { PRICE_PRESENTATION } from '@clubstay/contract/rooms-rules';
import { presentationOf, priceDifference, shownPerNight, shownTotal, taxNote } from './price.ts';

const price = { price: 412.5, pricePerNight: 137.5, tax: 37.5, fee: 12.3 };

describe('price presentation modes', () => {
  it('IncludedTaxes shows the sale price, fees apart', () => {
    expect(shownTotal(price, PRICE_PRESENTATION.IncludedTaxes)).toBe(412.5);
    expect(taxNote(price, PRICE_PRESENTATION.IncludedTaxes)).toEqual({
      kind: 'taxes-included',
      tax: 37.5,
      fee: 12.3,
    });
  });

  it('AllInclusive adds the fees, rounded to cents', () => {
    expect(shownTotal(price, PRICE_PRESENTATION.AllInclusive)).toBe(424.8);
    expect(shownTotal({ ...price, price: 0.105, fee: 0.001 }, PRICE_PRESENTATION.AllInclusive)).toBe(0.11);
    expect(taxNote(price, PRICE_PRESENTATION.AllInclusive).kind).toBe('all-included');
  });

  it('BaseRate takes the included taxes out', () => {
    expect(shownTotal(price, PRICE_PRESENTATION.BaseRate)).toBe(375);
    expect(taxNote(price, PRICE_PRESENTATION.BaseRate).kind).toBe('excluded');
  });

  it('divides the shown total by the nights', () => {
    expect(shownPerNight(price, PRICE_PRESENTATION.AllInclusive, 3)).toBe(141.6);
    expect(shownPerNight(price, PRICE_PRESENTATION.IncludedTaxes, 0)).toBe(412.5);
  });

  it('reads an unknown mode as the default (taxes included)', () => {
    expect(presentationOf(undefined)).toBe(PRICE_PRESENTATION.IncludedTaxes);
    expect(presentationOf(7)).toBe(PRICE_PRESENTATION.IncludedTaxes);
    expect(presentationOf(2)).toBe(PRICE_PRESENTATION.BaseRate);
  });

  it('measures differences in the shown mode and ignores less than a cent', () => {
    const dearer = { ...price, price: 450, tax: 40.9, fee: 12.3 };
    expect(priceDifference(dearer, price, PRICE_PRESENTATION.IncludedTaxes)).toBe(37.5);
    expect(priceDifference(dearer, price, PRICE_PRESENTATION.BaseRate)).toBe(34.1);
    expect(priceDifference({ ...price, price: 412.504 }, price, PRICE_PRESENTATION.IncludedTaxes)).toBe(0);
  });
});
