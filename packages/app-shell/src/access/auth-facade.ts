import { seedFavorites } from '@clubstay/api-client/favorites';
import type { AuthFacade, AuthUser } from '@clubstay/router/routes';
import type { AccessStoreHook } from './access-store.ts';

const userOf = (user: AuthUser): AuthUser => ({
  name: user.name,
  surname: user.surname,
  email: user.email,
  accessLevel: user.accessLevel,
  isVip: user.isVip,
});

/**
 * The auth facade the shell hands feature screens through the router context: sign-in and sign-up
 * answers drive the access store (loginSucceeded), the favourites store is seeded, and signing out
 * ends the server session (whose answer clears the HttpOnly session cookie) before the store's logout.
 * No token passes through here: the API set the cookie with its answer.
 */
export function createAuthFacade(access: AccessStoreHook, logoutCall: () => Promise<unknown>): AuthFacade {
  return {
    signedIn(user) {
      seedFavorites(user.favorites ?? []);
      access.getState().dispatch({ type: 'loginSucceeded', user: userOf(user) });
    },
    userUpdated(user) {
      access.getState().dispatch({ type: 'userLoaded', user: userOf(user) });
    },
    async signOut() {
      // The session ends on the server first; a failure (offline, already expired) still signs out here.
      await logoutCall().catch(() => undefined);
      seedFavorites([]);
      access.getState().logout();
    },
    getUser: () => access.getState().user,
    subscribeUser: (listener) =>
      access.subscribe((state, previous) => {
        if (state.user !== previous.user) listener();
      }),
  };
}
