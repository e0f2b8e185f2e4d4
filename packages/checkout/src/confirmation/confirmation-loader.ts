import type { ApiClient } from '@clubstay/api-client/client';
import { checkoutApi } from '@clubstay/api-client/checkout';
import type { ReservationInfo } from '@clubstay/contract/checkout';

/* ------------------------------------------------------------------------------------------------
 * The confirmation route's loader data: on the server the loader reads the reservation through the
 * API in process (as the page's member, or its guest from the request's cookie, or with the e-mail
 * link's manage token), so the page arrives with the booking's status and details in it. The page
 * carries them to the browser, whose screen starts from them and goes on polling (spec 2 §4).
 * ---------------------------------------------------------------------------------------------- */

export interface ConfirmationLoaderData {
  offerKey: string;
  info: ReservationInfo;
  /** When the server read it (ms since the epoch): the screen's "can still be finished" check. */
  at: number;
}

/** The reservation of `offerKey` for the page; none when it cannot be read (the browser asks again). */
export async function loadReservation(
  client: Pick<ApiClient, 'get' | 'send'>,
  request: { offerKey: string | undefined; manage: string | undefined; cookies: string | undefined },
): Promise<ConfirmationLoaderData | undefined> {
  if (!request.offerKey) return undefined;
  try {
    const info = await checkoutApi(client, request.cookies).reservation(
      request.offerKey,
      undefined,
      request.manage,
    );
    return { offerKey: request.offerKey, info, at: Date.now() };
  } catch {
    return undefined;
  }
}

/** The loader's reservation if it is the one this page shows. */
export function reservationFor(
  data: unknown,
  offerKey: string | undefined,
): ConfirmationLoaderData | undefined {
  if (!data || typeof data !== 'object' || !('offerKey' in data) || !('info' in data)) return undefined;
  const loaded = data as ConfirmationLoaderData;
  return offerKey && loaded.offerKey === offerKey ? loaded : undefined;
}
