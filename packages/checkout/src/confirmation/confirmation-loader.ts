import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@clubstay/api-client/client';
import { checkoutApi } from '@clubstay/api-client/checkout';
import type { ReservationInfo } from '@clubstay/contract/checkout';
import { CHECKOUT_TIMING } from '@clubstay/contract/checkout-rules';
import { keepPolling } from '#domain/confirmation.ts';

/* ------------------------------------------------------------------------------------------------
 * The confirmation's reservation as one query of the page's cache (spec 2 §4). On the server the
 * route's loader reads it through the API in process (as the page's member, or its guest from the
 * request's cookie, or with the e-mail link's manage token) into the request's cache, so the page
 * arrives with the booking's status and details in it; the browser's cache hydrates from the page and
 * the screen polls the same query every 10000 ms until the booking is finished.
 * ---------------------------------------------------------------------------------------------- */

export const reservationKey = (offerKey: string) => ['reservation', offerKey] as const;

/** The reservation of `offerKey`, polled until finished (read with `manage` rights when given). */
export function reservationQuery(
  api: { reservation: (offerKey: string, signal?: AbortSignal, manage?: string) => Promise<ReservationInfo> },
  offerKey: string,
  manage: string | undefined,
) {
  return queryOptions({
    queryKey: reservationKey(offerKey),
    queryFn: ({ signal }) => api.reservation(offerKey, signal, manage),
    // The server's reading holds until the first poll; a later visit of the page reads again.
    staleTime: CHECKOUT_TIMING.confirmationPollMs,
    refetchInterval: (query) =>
      keepPolling(query.state.data ?? null) ? CHECKOUT_TIMING.confirmationPollMs : false,
    // A booking confirms while its tab is in the background too (the page tracks it when it does).
    refetchIntervalInBackground: true,
  });
}

/** The server's loader: the reservation into the request's cache; none when it cannot be read (the browser asks). */
export async function loadReservation(
  queryClient: QueryClient,
  client: Pick<ApiClient, 'get' | 'send'>,
  request: { offerKey: string | undefined; manage: string | undefined; cookies: string | undefined },
): Promise<void> {
  if (!request.offerKey) return;
  // A failed reading is not carried in the page (only answers are): the browser reads it again.
  await queryClient.prefetchQuery(
    reservationQuery(checkoutApi(client, request.cookies), request.offerKey, request.manage),
  );
}
