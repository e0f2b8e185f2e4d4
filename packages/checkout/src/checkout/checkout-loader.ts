import type { ApiClient } from '@clubstay/api-client/client';
import { checkoutApi } from '@clubstay/api-client/checkout';
import type { CheckoutInfo } from '@clubstay/contract/checkout';

/* ------------------------------------------------------------------------------------------------
 * The checkout route's loader data: on the server the loader resumes the address's checkout, or
 * creates it from the hotel page's choice (what the browser's page does on load; a GET that creates
 * a checkout holds no room and takes no money), through the API in process as the page's member or
 * guest. The page then arrives with the stay, the price and the form instead of a spinner; the
 * browser's screen starts from it, names the checkout in the address and fetches it once more (the
 * form kept in this tab's session storage, the clock skew).
 * ---------------------------------------------------------------------------------------------- */

export interface CheckoutLoaderData {
  checkoutId: string;
  info: CheckoutInfo;
}

/** What the checkout's address holds (the route's query). */
export interface CheckoutAddress {
  checkout?: string | undefined;
  hotel?: string | undefined;
  package?: string | undefined;
  search?: string | undefined;
  es?: string | undefined;
}

/** The hotel page's choice in the address as a new checkout's body; null when the address lacks a part. */
export function createBody(address: CheckoutAddress, currency: string) {
  const hotelId = Number(address.hotel);
  const { package: packageId, search: searchId, es } = address;
  if (!Number.isInteger(hotelId) || hotelId < 1 || !packageId || !searchId) return null;
  return {
    hotelId,
    searchRequestId: searchId,
    selectedPackageId: packageId,
    currency: currency.length === 3 ? currency : 'USD',
    ...(es ? { es } : {}),
  };
}

/** The checkout for the page; none when it cannot be had (the browser's screen then tries, as before). */
export async function loadCheckout(
  client: Pick<ApiClient, 'get' | 'send'>,
  request: { address: CheckoutAddress; currency: string; cookies: string | undefined },
): Promise<CheckoutLoaderData | undefined> {
  const api = checkoutApi(client, request.cookies);
  try {
    let checkoutId = request.address.checkout;
    if (!checkoutId) {
      const body = createBody(request.address, request.currency);
      if (!body) return undefined;
      checkoutId = (await api.create(body)).checkoutId;
    }
    return { checkoutId, info: await api.fetch(checkoutId) };
  } catch {
    return undefined;
  }
}

/** The loader's checkout if it is the one this page shows (the address names it, or names none yet). */
export function checkoutFor(data: unknown, address: CheckoutAddress): CheckoutLoaderData | undefined {
  if (!data || typeof data !== 'object' || !('checkoutId' in data) || !('info' in data)) return undefined;
  const loaded = data as CheckoutLoaderData;
  return !address.checkout || address.checkout === loaded.checkoutId ? loaded : undefined;
}
