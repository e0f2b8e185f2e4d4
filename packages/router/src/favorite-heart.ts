import { useNavigate } from '@tanstack/react-router';
import { toggleFavorite, useFavorites } from '@clubstay/api-client/favorites';
import type { Level } from './access.ts';
import { useAccessLevel, useAppContext } from './context.ts';

/** What pressing a hotel's heart needs to know and to do. */
export interface HeartPress {
  level: Level;
  hotelId: number;
  isFavorite: boolean;
  api: { add: (id: number) => Promise<void>; remove: (id: number) => Promise<void> };
  /** To sign-in, back to this page afterwards. */
  signIn: () => void;
}

/**
 * Spec 1 §4 "Favourites", spec 2 §4: a member's press saves or removes the hotel at once (rolled
 * back on failure, ignored while its request is in flight); anyone else is asked to sign in.
 */
export function pressHeart({ level, hotelId, isFavorite, api, signIn }: HeartPress): void {
  if (level !== 'member') {
    signIn();
    return;
  }
  void toggleFavorite(hotelId, isFavorite, api);
}

/**
 * A hotel's heart, the same on the results and on the hotel page: whether it is a favourite (what
 * this client knows, else `known`, the answer's own flag), whether a change is in flight, and the
 * press; `FavoriteHeart` (favorite-heart-button.tsx) draws it.
 */
export function useFavoriteHeart(hotelId: number, known = false) {
  const level = useAccessLevel();
  const { client } = useAppContext();
  const navigate = useNavigate();
  const isFavorite = useFavorites((state) => state.marked[hotelId]) ?? known;
  const busy = useFavorites((state) => Boolean(state.inFlight[hotelId]));
  const press = () =>
    pressHeart({
      level,
      hotelId,
      isFavorite,
      api: { add: (id) => client.addFavorite(id), remove: (id) => client.removeFavorite(id) },
      signIn: () =>
        void navigate({
          to: '/auth/sign-in',
          search: { redirect: window.location.pathname + window.location.search },
        }),
    });
  return { isFavorite, busy, press };
}
