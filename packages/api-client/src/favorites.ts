import { createStore, useStore } from 'zustand';

interface FavoritesState {
  /** Overrides of the search answer's isFavorite, by hotel id. */
  marked: Record<number, boolean>;
  inFlight: Record<number, true>;
}

/**
 * The member's favourite hotels as the client knows them, shared by every screen with a heart (search
 * results, hotel page, the account's favourites). The account seeds it from GET /customers.
 */
/** The vanilla store: the shell holds its server snapshot (see `holdServerSnapshot`). */
export const favoritesStore = createStore<FavoritesState>()(() => ({ marked: {}, inFlight: {} }));
// React renders a store's server snapshot while the page hydrates: the shell makes it the state the
// server rendered (set per request there, from the page's boot state here), see `holdServerSnapshot`.
export const useFavorites = Object.assign(
  <U = FavoritesState>(select: (state: FavoritesState) => U = (state) => state as unknown as U): U =>
    useStore(favoritesStore, select),
  favoritesStore,
);

/** Replaces the known favourites with the member's list (after sign-in or GET /customers). */
export function seedFavorites(hotelIds: readonly (number | string)[]): void {
  const marked: Record<number, boolean> = {};
  for (const id of hotelIds) {
    const n = Number(id);
    if (Number.isInteger(n)) marked[n] = true;
  }
  useFavorites.setState({ marked, inFlight: {} });
}

/**
 * Spec 1 §4 "Favourites": optimistic; the change shows at once and reverts on failure (or an
 * errorCode); clicks on a hotel are ignored while its request is in flight.
 */
export async function toggleFavorite(
  hotelId: number,
  current: boolean,
  api: { add: (id: number) => Promise<void>; remove: (id: number) => Promise<void> },
): Promise<boolean> {
  const state = useFavorites.getState();
  if (state.inFlight[hotelId]) return current;
  const next = !current;
  useFavorites.setState({
    marked: { ...state.marked, [hotelId]: next },
    inFlight: { ...state.inFlight, [hotelId]: true },
  });
  let result = next;
  try {
    await (next ? api.add(hotelId) : api.remove(hotelId));
  } catch {
    result = current;
  }
  const after = useFavorites.getState();
  const { [hotelId]: _done, ...inFlight } = after.inFlight;
  void _done;
  useFavorites.setState({ marked: { ...after.marked, [hotelId]: result }, inFlight });
  return result;
}
