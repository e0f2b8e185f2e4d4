import { describe, expect, it } from 'vitest';
import { BRAND_IDS, BRANDS } from '@clubstay/contract/brands';
import { loyaltyEntry } from './entries.ts';

describe('loyalty entry', () => {
  it('is shown on clubstay only: "Soon" until ShowLoyaltyProgram, then live', () => {
    expect(loyaltyEntry(BRANDS.clubstay, { ShowLoyaltyProgram: false })).toBe('soon');
    expect(loyaltyEntry(BRANDS.clubstay, { ShowLoyaltyProgram: true })).toBe('live');
    const others = BRAND_IDS.filter((id) => id !== 'clubstay');
    for (const id of others) expect(loyaltyEntry(BRANDS[id], { ShowLoyaltyProgram: true })).toBe('hidden');
  });
});
