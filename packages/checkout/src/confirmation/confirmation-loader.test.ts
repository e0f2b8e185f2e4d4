import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReservationInfo } from '@clubstay/contract/checkout';
import { CHECKOUT_TIMING } from '@clubstay/contract/checkout-rules';
import { loadReservation, reservationKey, reservationQuery } from './confirmation-loader.ts';

const reading = (isFinished: boolean) => ({ isFinished, state: 'processing' }) as unknown as ReservationInfo;

describe('the reservation query (spec 2 §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls every 10000 ms until the booking is finished, then stops', async () => {
    const answers = [reading(false), reading(false), reading(true)];
    const reservation = vi.fn(async () => answers.shift() ?? reading(true));
    const client = new QueryClient();
    const observer = new QueryObserver(client, reservationQuery({ reservation }, 'OK-1', 'manage-1'));
    const stop = observer.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(reservation).toHaveBeenCalledTimes(1);
    expect(reservation).toHaveBeenLastCalledWith('OK-1', expect.any(AbortSignal), 'manage-1');
    await vi.advanceTimersByTimeAsync(CHECKOUT_TIMING.confirmationPollMs - 1);
    expect(reservation).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(reservation).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CHECKOUT_TIMING.confirmationPollMs);
    expect(reservation).toHaveBeenCalledTimes(3);
    expect(observer.getCurrentResult().data?.isFinished).toBe(true);
    await vi.advanceTimersByTimeAsync(CHECKOUT_TIMING.confirmationPollMs * 5);
    expect(reservation).toHaveBeenCalledTimes(3);
    stop();
  });

  it('keeps polling after a failed reading, keeping the last answer', async () => {
    const reservation = vi
      .fn<() => Promise<ReservationInfo>>()
      .mockResolvedValueOnce(reading(false))
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce(reading(true));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new QueryObserver(client, reservationQuery({ reservation }, 'OK-2', undefined));
    const stop = observer.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(CHECKOUT_TIMING.confirmationPollMs);
    expect(observer.getCurrentResult().isError).toBe(true);
    expect(observer.getCurrentResult().data?.isFinished).toBe(false);
    await vi.advanceTimersByTimeAsync(CHECKOUT_TIMING.confirmationPollMs);
    expect(observer.getCurrentResult().data?.isFinished).toBe(true);
    stop();
  });
});

describe('the confirmation loader (server)', () => {
  it('reads the reservation into the request cache, and nothing when it cannot be read', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const info = reading(false);
    const api = {
      get: vi.fn(async () => info),
      send: vi.fn(),
    };
    await loadReservation(client, api as never, { offerKey: 'OK-3', manage: undefined, cookies: undefined });
    expect(api.get).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(reservationKey('OK-3'))).toBe(info);

    const failing = { get: vi.fn(async () => Promise.reject(new Error('down'))), send: vi.fn() };
    await loadReservation(client, failing as never, {
      offerKey: 'OK-4',
      manage: undefined,
      cookies: undefined,
    });
    expect(client.getQueryData(reservationKey('OK-4'))).toBeUndefined();
  });
});
