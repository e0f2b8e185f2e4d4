import type { BrandSettings } from '@clubstay/contract/brands';
import type { Level } from '@clubstay/router/access';

/* ------------------------------------------------------------------------------------------------
 * Book (spec 2 §4 "Book action", §6): guests and members go on to checkout with the chosen package
 * (which clears the checkout id); a visitor goes to sign-in, except on a brand where anyone may book.
 * ---------------------------------------------------------------------------------------------- */

type BookDecision = 'checkout' | 'sign-in';

export function bookDecision(level: Level, brand: Pick<BrandSettings, 'shell'>): BookDecision {
  if (brand.shell.anyoneMayBook) return 'checkout';
  return level === 'guest' || level === 'member' ? 'checkout' : 'sign-in';
}

/** The checkout address of a package: /checkout?hotel=&package=&search=&es= (no `checkout`). */
export function checkoutSearch(hotelId: number, packageId: string, searchId: string, es: string | undefined) {
  return { hotel: String(hotelId), package: packageId, search: searchId, ...(es ? { es } : {}) };
}

/** Spec 2 §4: the check-other-hotels button searches the hotel's city: /search?q={city}, {country}. */
export function otherHotelsQuery(city: string, country: string): string {
  return [city, country].filter(Boolean).join(', ');
}

/** Spec 2 §4 "Loyalty button": members go to /account/loyalty, anyone else to sign-in. */
export function loyaltyTarget(level: Level): 'loyalty' | 'sign-in' {
  return level === 'member' ? 'loyalty' : 'sign-in';
}
