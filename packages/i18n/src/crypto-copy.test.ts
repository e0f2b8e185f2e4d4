import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '@clubstay/contract/locales';

/**
 * Spec 2 §1 names "over 6,000 tokens via one partner", but the product takes USDC (Ethereum, Polygon,
 * Base, Solana) and USDT (Ethereum, Tron, Polygon) only: the copy promises what the checkout offers.
 */
// Vite's import.meta.glob (typed in translations.test.ts's global declaration).
const files = import.meta.glob<Record<string, unknown>>(
  ['../translations/*.json', '../translations/info/*.json', '../translations/hotel/*.json'],
  {
    eager: true,
    import: 'default',
  },
);
const read = (file: string): Record<string, unknown> => {
  const found = files[`../translations/${file}`];
  if (!found) throw new Error(`no ${file}`);
  return found;
};
const at = (tree: Record<string, unknown>, key: string): string => {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      tree,
    );
  if (typeof value !== 'string') throw new Error(`no ${key}`);
  return value;
};
const strings = (node: unknown): string[] =>
  typeof node === 'string'
    ? [node]
    : node && typeof node === 'object'
      ? Object.values(node).flatMap(strings)
      : [];

describe('the crypto copy', () => {
  it.each(UI_LANGUAGES)('names the coins taken and promises no other tokens (%s)', (language) => {
    const shell = read(`${language}.json`);
    const info = read(`info/${language}.json`);
    const hotel = read(`hotel/${language}.json`);
    for (const text of [
      at(info, 'ABOUT.P2'),
      at(info, 'FAQ.A2'),
      at(hotel, 'HOTEL_DETAILS_PAGE.PARTNER_NOTE.PAYMENT_PARTNER'),
    ]) {
      expect(text).toContain('USDC');
      expect(text).toContain('USDT');
    }
    for (const text of [...strings(shell), ...strings(info), ...strings(hotel)])
      expect(text).not.toMatch(/6[\s.,\u00a0]?000/);
  });
});
