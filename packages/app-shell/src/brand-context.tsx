import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ApiClient } from '@clubstay/api-client/client';
import type { BrandSettings } from '@clubstay/contract/brands';
import type { AppRouter, AuthFacade } from '@clubstay/router/routes';
import type { AccessStoreHook } from './access/access-store.ts';

/** What every shell screen may need: the brand, its access store, the router and the API client. */
export interface BrandRuntime {
  settings: BrandSettings;
  access: AccessStoreHook;
  router: AppRouter;
  client: ApiClient;
  auth: AuthFacade;
  /**
   * Inside a partner app's webview (`?webview=1`, kept in local storage): see start/webview.ts. Read
   * it with `useWebview()`.
   */
  webview: boolean;
  /** The flag as the server saw it, from the address alone (it cannot read local storage). */
  webviewFromAddress: boolean;
}

export const BrandContext = createContext<BrandRuntime | null>(null);

export function useBrand(): BrandRuntime {
  const value = useContext(BrandContext);
  if (!value) throw new Error('useBrand outside createBrandApp');
  return value;
}

const unchanging = () => () => undefined;

/**
 * The webview flag: while a server-rendered page hydrates, as the server rendered it (from the
 * address); then as this browser keeps it (a reload inside the webview without the parameter), React
 * re-rendering what differs instead of reporting a mismatch.
 */
export function useWebview(): boolean {
  const { webview, webviewFromAddress } = useBrand();
  return useSyncExternalStore(
    unchanging,
    () => webview,
    () => webviewFromAddress,
  );
}
