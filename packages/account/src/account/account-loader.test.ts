import { describe, expect, it } from 'vitest';
import { accountPageFor, loadAccountSection } from './account-loader.ts';
import { createBookingsStore } from './bookings-store.ts';
import { createProfileStore } from './profile-store.ts';

const client = (answers: Record<string, unknown>) => ({
  get: (path: string) => {
    const key = Object.keys(answers).find((prefix) => path.startsWith(prefix));
    return key ? Promise.resolve(answers[key]) : Promise.reject(new Error(`no answer for ${path}`));
  },
  send: () => Promise.reject(new Error('no call sends here')),
});

describe('the account page data (the server reads the shown section as the page member)', () => {
  it('reads the section it shows, for the member it was read for only', async () => {
    const wallet = { assets: [] };
    const page = await loadAccountSection(client({ '/customers/wallet': wallet }) as never, {
      section: 'wallet-balance',
      email: 'ada@example.com',
    });
    expect(page).toEqual({ section: 'wallet-balance', email: 'ada@example.com', wallet });
    expect(accountPageFor(page, 'wallet-balance', 'ada@example.com')).toBe(page);
    // Another member now (a sign-out in between), or another section: the section asks itself.
    expect(accountPageFor(page, 'wallet-balance', 'grace@example.com')).toBeUndefined();
    expect(accountPageFor(page, 'bookings', 'ada@example.com')).toBeUndefined();
    expect(accountPageFor(undefined, 'bookings', 'ada@example.com')).toBeUndefined();
  });

  it('gives none when the API refuses (the section then asks, as before)', async () => {
    expect(
      await loadAccountSection(client({}) as never, { section: 'bookings', email: 'ada@example.com' }),
    ).toBeUndefined();
  });

  it("renders a page's stores from its data on the server and while hydrating (zustand's initial state)", () => {
    const bookings = createBookingsStore({ items: [], totalCount: 3 });
    expect(bookings.getInitialState().totalCount).toBe(3);
    bookings.getState().reset();
    expect(bookings.getInitialState().totalCount).toBe(3);
    expect(createBookingsStore().getInitialState().totalCount).toBe(0);
    const profile = createProfileStore({ email: 'ada@example.com' } as never);
    expect(profile.getInitialState().info?.email).toBe('ada@example.com');
  });
});
