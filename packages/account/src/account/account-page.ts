import { createContext, useContext, useState } from 'react';
import { useStore } from 'zustand';
import { useLoaderData } from '@tanstack/react-router';
import type { AccountPageData } from './account-loader.ts';
import type { BookingsState, BookingsStore } from './bookings-store.ts';
import type { ProfileState, ProfileStore } from './profile-store.ts';

/**
 * One account page's state: its stores (bookings, customer info) and the data the server's page came
 * with. Each page has its own, so nothing of one member's account can reach another's render.
 */
export interface AccountPage {
  bookings: BookingsStore;
  profile: ProfileStore;
  data: AccountPageData | undefined;
}

export const AccountPageContext = createContext<AccountPage | null>(null);

function useAccountPage(): AccountPage {
  const page = useContext(AccountPageContext);
  if (!page) throw new Error('an account section outside the account page');
  return page;
}

export const useBookingsStore = (): BookingsStore => useAccountPage().bookings;
export const useProfileStore = (): ProfileStore => useAccountPage().profile;

export function useBookings(): BookingsState;
export function useBookings<T>(select: (state: BookingsState) => T): T;
export function useBookings<T>(select?: (state: BookingsState) => T): T | BookingsState {
  return useStore<BookingsStore, T | BookingsState>(useBookingsStore(), select ?? ((state) => state));
}

export function useProfile(): ProfileState;
export function useProfile<T>(select: (state: ProfileState) => T): T;
export function useProfile<T>(select?: (state: ProfileState) => T): T | ProfileState {
  return useStore<ProfileStore, T | ProfileState>(useProfileStore(), select ?? ((state) => state));
}

/**
 * The part of the server's page data a section starts from, while the route still holds it: the
 * browser's first load of the page gets the server's data once (`fromServer`), every later load none,
 * so a section shown again after a navigation loads its own, fresh.
 */
export function usePageStart<K extends Exclude<keyof AccountPageData, 'section' | 'email'>>(
  key: K,
): AccountPageData[K] | undefined {
  const { data } = useAccountPage();
  const loaderData: unknown = useLoaderData({ strict: false });
  const [start] = useState(() => (data && loaderData === data ? data[key] : undefined));
  return start;
}
