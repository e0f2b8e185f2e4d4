import { createContext, useContext } from 'react';
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
  /** Inside a partner app's webview (`?webview=1`, kept in local storage): see start/webview.ts. */
  webview: boolean;
}

export const BrandContext = createContext<BrandRuntime | null>(null);

export function useBrand(): BrandRuntime {
  const value = useContext(BrandContext);
  if (!value) throw new Error('useBrand outside createBrandApp');
  return value;
}
