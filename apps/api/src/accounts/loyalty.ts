import { LOYALTY_NIGHTS_PER_REWARD, type LoyaltyResponse } from '@clubstay/contract/accounts';

interface StayNights {
  nights: number;
  total: number;
  /** When the stay was booked (ISO). */
  bookedAt: string;
}

/**
 * Loyalty (spec 1 §9): every 10 booked nights of completed bookings earn one free night valued at
 * the average nightly price of those 10 nights. Stays count in booking order; a stay that crosses a
 * block of 10 gives its nights (at its own nightly price) to both blocks.
 */
export function loyaltyOf(stays: readonly StayNights[], isLive: boolean): LoyaltyResponse {
  const per = LOYALTY_NIGHTS_PER_REWARD;
  const freeNights: LoyaltyResponse['freeNights'] = [];
  let inBlock = 0;
  let blockValue = 0;
  let booked = 0;
  for (const stay of [...stays].sort((a, b) => a.bookedAt.localeCompare(b.bookedAt))) {
    if (stay.nights <= 0) continue;
    const nightly = stay.total / stay.nights;
    for (let night = 0; night < stay.nights; night++) {
      booked++;
      inBlock++;
      blockValue += nightly;
      if (inBlock === per) {
        freeNights.push({ earnedAt: stay.bookedAt, value: Math.round((blockValue / per) * 100) / 100 });
        inBlock = 0;
        blockValue = 0;
      }
    }
  }
  return {
    isLive,
    bookedNights: booked,
    nightsPerReward: per,
    nightsToNextReward: per - inBlock,
    freeNights,
  };
}
