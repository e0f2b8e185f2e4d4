import type {
  AccountBooking,
  BookingsResponse,
  CustomerInfo,
  FavoriteHotel,
  LoyaltyResponse,
  WalletResponse,
} from '@clubstay/contract/accounts';

/*
 * Made-up account data for stories and tests, typed by the contract: one member, her bookings, wallet,
 * favourites and loyalty. Hotel photos are drawings Storybook serves (apps/storybook/public/photos).
 * Not part of the published package (tooling/scripts/src/pack-packages.mjs leaves fixtures out).
 */

/** GET /customers: the signed-in member (Storybook's member is Ana Silva too). */
export const customer: CustomerInfo = {
  name: 'Ana',
  surname: 'Silva',
  email: 'ana.silva@example.com',
  accessLevel: 'Member',
  isVip: false,
  favorites: ['1001', '1004'],
  phone: '+351 912 345 678',
  consents: { personalisedOffers: true, partnerSharing: false, analytics: true },
  notificationPreferences: { newsletter: true, smsDeals: false },
  subscriptionToken: 'subscription-token',
  createdAt: '2025-03-14T09:30:00.000Z',
};

/** One booking of the member's; `over` changes what a story or test is about. */
export function accountBooking(over: Partial<AccountBooking> = {}): AccountBooking {
  return {
    offerKey: 'OK-1001',
    reference: 'CS-7Q4K2M',
    hotelId: 1001,
    hotelName: 'Hotel Miramar Lisboa',
    city: 'Lisbon',
    country: 'Portugal',
    roomName: 'Deluxe King Room',
    boarding: 2,
    checkIn: '2027-05-12',
    checkOut: '2027-05-15',
    nights: 3,
    guests: 2,
    leadGuestName: 'Ana Silva',
    total: 387,
    amountPaid: 387,
    payAtHotelTotal: 0,
    paymentMethod: 'card',
    status: 'Completed',
    isRefundable: true,
    cancellationDeadline: '2027-05-10T12:00:00.000Z',
    canCancel: true,
    canceledAt: null,
    refundAmount: null,
    refund: null,
    createdAt: '2026-11-20T18:02:00.000Z',
    ...over,
  };
}

/** GET /customers/bookings: confirmed, pending, part-paid and cancelled stays. */
export const bookings: BookingsResponse = {
  items: [
    accountBooking(),
    accountBooking({
      offerKey: 'OK-1002',
      reference: 'CS-3H8P1Z',
      hotelName: 'Le Petit Marais',
      city: 'Paris',
      country: 'France',
      roomName: 'Classic Double Room',
      checkIn: '2027-02-03',
      checkOut: '2027-02-05',
      nights: 2,
      total: 318,
      amountPaid: 318,
      status: 'Pending',
    }),
    accountBooking({
      offerKey: 'OK-1003',
      reference: 'CS-9T2W6D',
      hotelName: 'Avenida Grand Palace',
      roomName: 'Junior Suite',
      checkIn: '2027-08-01',
      checkOut: '2027-08-08',
      nights: 7,
      guests: 3,
      total: 1729,
      amountPaid: 500,
      status: 'PartiallyPaid',
      canCancel: false,
    }),
    accountBooking({
      offerKey: 'OK-1004',
      reference: 'CS-1B5N7R',
      hotelName: 'Hotel Alpenblick',
      city: 'Zermatt',
      country: 'Switzerland',
      checkIn: '2026-12-20',
      checkOut: '2026-12-27',
      nights: 7,
      total: 2240,
      status: 'Canceled',
      canCancel: false,
      canceledAt: '2026-11-02T10:15:00.000Z',
      refundAmount: 2240,
      refund: { status: 'pending', amount: 2240 },
    }),
  ],
  startIndex: 0,
  limit: 50,
  totalCount: 4,
};

/** GET /customers/wallet: rewards in two stablecoins, with their history. */
export const wallet: WalletResponse = {
  availableBalance: 42.5,
  upcomingRewards: 19.35,
  rewardPercent: 5,
  balances: [
    { asset: 'USDC', available: 30, upcoming: 19.35 },
    { asset: 'USDT', available: 12.5, upcoming: 0 },
  ],
  transactions: [
    {
      id: 't3',
      date: '2026-11-02T10:15:00.000Z',
      kind: 'withdrawal',
      asset: 'USDC',
      amount: -20,
      fee: 1,
      to: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      status: 'Completed',
      balance: 30,
    },
    {
      id: 't2',
      date: '2026-10-14T08:00:00.000Z',
      kind: 'reward',
      asset: 'USDC',
      amount: 31.8,
      fee: 0,
      to: 'CS-3H8P1Z',
      status: 'Completed',
      balance: 50,
    },
    {
      id: 't1',
      date: '2026-09-01T12:00:00.000Z',
      kind: 'credit',
      asset: 'USDT',
      amount: 12.5,
      fee: 0,
      to: null,
      status: 'Completed',
      balance: 12.5,
    },
  ],
  withdrawal: [
    { asset: 'USDC', fee: 1, minAmount: 10, maxAmount: 30 },
    { asset: 'USDT', fee: 1, minAmount: 10, maxAmount: 12.5 },
  ],
};

const favorite = (over: Partial<FavoriteHotel>): FavoriteHotel => ({
  id: 1001,
  name: 'Hotel Miramar Lisboa',
  stars: 4,
  city: 'Lisbon',
  country: 'Portugal',
  image: './photos/photo-1.svg',
  score: 8.6,
  addedAt: '2026-10-01T09:00:00.000Z',
  ...over,
});

/** GET /customers/favorites. */
export const favorites: { items: FavoriteHotel[] } = {
  items: [
    favorite({}),
    favorite({ id: 1004, name: 'Avenida Grand Palace', stars: 5, image: './photos/photo-3.svg', score: 7.4 }),
    favorite({
      id: 2001,
      name: 'Le Petit Marais',
      stars: 3,
      city: 'Paris',
      country: 'France',
      image: null,
      score: null,
    }),
  ],
};

/** GET /customers/loyalty: 17 nights booked, a free night earned, 3 nights to the next. */
export const loyalty: LoyaltyResponse = {
  isLive: true,
  bookedNights: 17,
  nightsPerReward: 10,
  nightsToNextReward: 3,
  freeNights: [{ earnedAt: '2026-08-12T00:00:00.000Z', value: 118 }],
};
