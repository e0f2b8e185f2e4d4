import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@clubstay/api-client/errors';
import type { GuaranteedOffer, HotelRoomsResponse } from '@clubstay/contract/rooms';
import { ROOM_AVAILABILITY } from '@clubstay/contract/rooms-rules';
import { pkg, room } from '#domain/fixtures.ts';
import { QueryClient } from '@tanstack/react-query';
import { startRoomsSearch } from './rooms-search.ts';
import { createRoomsStore } from './rooms-store.ts';

const offer = (status: GuaranteedOffer['status']): GuaranteedOffer => ({
  status,
  packageId: '1-1-N',
  roomId: 1,
  name: 'Room 1',
  images: [],
  facilities: [],
  isRefundable: false,
  boarding: 1,
  cancellationDeadline: null,
  source: 1,
  priceChangePercent: 0,
  price: { price: 300, pricePerNight: 100, tax: 27, fee: 6 },
});

function answer(
  rooms: number,
  isFinished: boolean,
  extra: Partial<HotelRoomsResponse> = {},
): HotelRoomsResponse {
  return {
    hotelId: 12,
    searchId: 's.1',
    tradable: true,
    isFinished,
    hotelDetails: {
      rooms: Array.from({ length: rooms }, (_, index) =>
        room(index + 1, [pkg(`${index + 1}-1-N`, 300 + index)]),
      ),
    },
    guaranteedOfferRoom: offer(ROOM_AVAILABILITY.Pending),
    hasImages: true,
    pricePresentation: 0,
    totalNights: 3,
    currency: 'EUR',
    ...extra,
  };
}

/** Answers in turn; the last one repeats. */
function sequence<T>(...answers: (T | Error)[]) {
  let index = 0;
  return vi.fn(async () => {
    const next = answers[Math.min(index++, answers.length - 1)];
    if (next instanceof Error) throw next;
    return next as T;
  });
}

const flush = () => vi.advanceTimersByTimeAsync(0);
/** A page's query cache of its own for each search (the hotel page's is the page's). */
const cache = () => ({ queryClient: new QueryClient(), queryKey: ['hotel', 12] as const });

describe('the rooms search', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls at once, then every 2000 ms until finished, and empties the rooms on start', async () => {
    const store = createRoomsStore();
    store.setState({ rooms: answer(3, true).hotelDetails.rooms });
    const fetchRooms = sequence(
      answer(0, false),
      answer(2, false),
      answer(4, true, { guaranteedOfferRoom: null }),
    );
    const stop = startRoomsSearch(store, {
      ...cache(),
      searchId: 's.1',
      fetchRooms,
      fetchOffer: sequence(offer(1)),
    });
    expect(store.getState().rooms).toEqual([]);
    expect(store.getState().status).toBe('running');
    await flush();
    expect(fetchRooms).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchRooms).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchRooms).toHaveBeenCalledTimes(2);
    expect(store.getState().rooms).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchRooms).toHaveBeenCalledTimes(3);
    expect(store.getState()).toMatchObject({
      status: 'done',
      isFinished: true,
      progress: 100,
      loading: false,
    });
    expect(store.getState().rooms).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchRooms).toHaveBeenCalledTimes(3);
    stop();
  });

  it('stops at once for a hotel that is not tradable', async () => {
    const store = createRoomsStore();
    const fetchRooms = sequence(answer(0, true, { tradable: false, guaranteedOfferRoom: null }));
    startRoomsSearch(store, { ...cache(), searchId: 's.1', fetchRooms, fetchOffer: sequence(offer(1)) });
    await flush();
    await vi.advanceTimersByTimeAsync(6000);
    expect(fetchRooms).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({ tradable: false, isFinished: true, status: 'done' });
  });

  it('stops polling when stopped, and ignores an answer that arrives afterwards', async () => {
    const store = createRoomsStore();
    const fetchRooms = sequence(answer(1, false));
    const stop = startRoomsSearch(store, {
      ...cache(),
      searchId: 's.1',
      fetchRooms,
      fetchOffer: sequence(offer(1)),
    });
    await flush();
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchRooms).toHaveBeenCalledTimes(1);
  });

  it('stores a failure, marks the search finished and tells expired dates and unknown searches apart', async () => {
    const cases = [
      [
        new ApiError(
          'Invalid query',
          400,
          '',
          null,
          [{ field: 'query.searchId', code: 'expired_dates', message: 'past' }],
          '/x',
        ),
        'expired-dates',
      ],
      [new ApiError('Unknown searchId', 404, '', null, [], '/x'), 'unknown-search'],
      [new ApiError('Oops', 500, '', null, [], '/x'), 'failed'],
    ] as const;
    for (const [error, kind] of cases) {
      const store = createRoomsStore();
      startRoomsSearch(store, {
        ...cache(),
        searchId: 's.1',
        fetchRooms: sequence<HotelRoomsResponse>(error),
        fetchOffer: sequence(offer(1)),
      });
      await flush();
      expect(store.getState()).toMatchObject({ status: 'failed', isFinished: true, error: { kind } });
    }
  });

  it('advances the progress bar each second and clears the loading flag after 14 s at most', async () => {
    const store = createRoomsStore();
    startRoomsSearch(store, {
      ...cache(),
      searchId: 's.1',
      fetchRooms: sequence(answer(0, false)),
      fetchOffer: sequence(offer(1)),
    });
    await flush();
    expect(store.getState().progress).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.getState().progress).toBe(33.33);
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.getState().progress).toBe(55.55);
    expect(store.getState().loading).toBe(true);
    await vi.advanceTimersByTimeAsync(12_000);
    expect(store.getState().loading).toBe(false);
    expect(store.getState().isFinished).toBe(false);
  });

  it('checks a pending guaranteed offer after the search finishes, until it is no longer pending', async () => {
    const store = createRoomsStore();
    const fetchOffer = sequence(offer(ROOM_AVAILABILITY.Pending), offer(ROOM_AVAILABILITY.SoldOutHotel));
    startRoomsSearch(store, {
      ...cache(),
      searchId: 's.1',
      fetchRooms: sequence(answer(0, false), answer(0, true)),
      fetchOffer,
    });
    await flush();
    expect(fetchOffer).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchOffer).toHaveBeenCalledTimes(1);
    expect(store.getState().offerCheck).toBe('checking');
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchOffer).toHaveBeenCalledTimes(2);
    expect(store.getState().guaranteed?.status).toBe(ROOM_AVAILABILITY.SoldOutHotel);
    expect(store.getState().offerCheck).toBe('done');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchOffer).toHaveBeenCalledTimes(2);
  });

  it('marks the offer check failed when the check fails', async () => {
    const store = createRoomsStore();
    startRoomsSearch(store, {
      ...cache(),
      searchId: 's.1',
      fetchRooms: sequence(answer(1, true)),
      fetchOffer: sequence<GuaranteedOffer>(new Error('524')),
    });
    await flush();
    expect(store.getState().offerCheck).toBe('failed');
  });
});
