import type { ApiClient } from '@clubstay/api-client/client';
import { accountApi, type AccountApi } from '@clubstay/api-client/account';
import { BOOKINGS_PAGE_SIZE } from '@clubstay/contract/accounts-rules';
import type { AccountSection } from '@clubstay/router/routes';

/* ------------------------------------------------------------------------------------------------
 * The account routes' loader data: on the server the loader reads the shown section's data through
 * the API in process as the page's member, so My bookings, the wallet, favourites, personal info,
 * settings and loyalty arrive filled in instead of behind a spinner. The page carries it to the
 * browser, whose section starts from it (and keeps it in a store of the page's own, never the
 * module's: the server renders many members' pages).
 * ---------------------------------------------------------------------------------------------- */

type Answer<K extends keyof AccountApi> = Awaited<ReturnType<AccountApi[K]>>;

export interface AccountPageData {
  section: AccountSection;
  /** The member it was read for: a page shown to another member (a sign-out in between) ignores it. */
  email: string;
  bookings?: Answer<'bookings'>;
  customer?: Answer<'getCustomer'>;
  favorites?: Answer<'favorites'>;
  wallet?: Answer<'wallet'>;
  loyalty?: Answer<'loyalty'>;
}

/** The section's data for the page; none when it cannot be read (the section then asks itself, as before). */
export async function loadAccountSection(
  client: Pick<ApiClient, 'get' | 'send'>,
  request: { section: AccountSection; email: string },
): Promise<AccountPageData | undefined> {
  const api = accountApi(client);
  const page = { section: request.section, email: request.email };
  try {
    switch (request.section) {
      case 'bookings':
        return { ...page, bookings: await api.bookings(0, BOOKINGS_PAGE_SIZE) };
      case 'personal-info':
      case 'settings':
        return { ...page, customer: await api.getCustomer() };
      case 'favorites':
        return { ...page, favorites: await api.favorites() };
      case 'wallet-balance':
        return { ...page, wallet: await api.wallet() };
      case 'loyalty':
        return { ...page, loyalty: await api.loyalty() };
    }
  } catch {
    return undefined;
  }
}

/** The loader's data if it is this section's, read for this member. */
export function accountPageFor(
  data: unknown,
  section: AccountSection,
  email: string | undefined,
): AccountPageData | undefined {
  if (!data || typeof data !== 'object' || !('section' in data) || !('email' in data)) return undefined;
  const page = data as AccountPageData;
  return page.section === section && email !== undefined && page.email === email ? page : undefined;
}
