import type { BrandId } from '@clubstay/contract/brands';
import { CURRENCY_RATES } from '#reference/catalogue.ts';

/**
 * The wallet reward rule (decided for issue 9; spec 2 §1 cashback figures): a member earns the
 * brand's cashback percentage of every completed stay's total, in USDC at the reference EUR rate.
 * It is "upcoming" until the check-out day, then available. A cancelled booking earns nothing.
 */
const REWARD_PERCENT: Partial<Record<BrandId, number>> & { default: number } = {
  default: 4,
  // "6% cashback with the Wirex card" (shared/brands.md).
  wirex: 6,
};

export function rewardPercent(whiteLabel: BrandId): number {
  return REWARD_PERCENT[whiteLabel] ?? REWARD_PERCENT.default;
}

export const REWARD_ASSET = 'USDC' as const;

/** The reward of a stay's EUR total, in USDC, rounded to cents. */
export function rewardOf(totalEur: number, percent: number): number {
  const rate = CURRENCY_RATES.USDC ?? 1;
  return Math.round(totalEur * (percent / 100) * rate * 100) / 100;
}
