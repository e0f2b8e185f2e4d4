import type { BrandSettings } from '@clubstay/contract/brands';

/** How an entry to a section shows: a live link, a disabled entry with a "Soon" badge, or nothing. */
export type EntryState = 'live' | 'soon' | 'hidden';

/** The feature toggles of GET /config that decide entries (spec 1 §3). */
export interface EntryToggles {
  ShowLoyaltyProgram: boolean;
}

/**
 * The loyalty entry (spec 1 §2 "Extras"): one brand only (`shell.loyaltyEntry`), disabled with a Soon
 * badge unless ShowLoyaltyProgram is on. The one rule for every entry point: the header's account
 * menu, the side menu and the account page's own navigation.
 */
export function loyaltyEntry(brand: Pick<BrandSettings, 'shell'>, toggles: EntryToggles): EntryState {
  if (!brand.shell.loyaltyEntry) return 'hidden';
  return toggles.ShowLoyaltyProgram ? 'live' : 'soon';
}
