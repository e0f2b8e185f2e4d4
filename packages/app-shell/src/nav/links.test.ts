import { describe, expect, it } from 'vitest';
import { BRANDS } from '@clubstay/contract/brands';
import { accountLinks, extraLinks, informationLinks, socialLinks } from './links.ts';

const off = { ShowAffiliateDashboard: false, ShowLoyaltyProgram: false, ShowByBit: false };
const targets = (links: { to: string }[]) => links.map((link) => link.to);

describe('chrome links per brand', () => {
  it('hides the wallet balance for bit2me and vivid', () => {
    expect(targets(accountLinks(BRANDS.clubstay))).toContain('/account/wallet-balance');
    expect(targets(accountLinks(BRANDS.bit2me))).not.toContain('/account/wallet-balance');
    expect(targets(accountLinks(BRANDS.vivid))).not.toContain('/account/wallet-balance');
  });

  it('shows the affiliate dashboard only with its toggle, and loyalty only for clubstay, "Soon" until its toggle', () => {
    expect(extraLinks(BRANDS.wirex, off)).toEqual([]);
    expect(targets(extraLinks(BRANDS.wirex, { ...off, ShowAffiliateDashboard: true }))).toEqual([
      '/affiliate-dashboard',
    ]);
    expect(extraLinks(BRANDS.clubstay, off)).toEqual([
      { label: 'MENU.LOYALTY', to: '/account/loyalty', soon: true },
    ]);
    expect(extraLinks(BRANDS.clubstay, { ...off, ShowLoyaltyProgram: true })[0]?.soon).toBe(false);
  });

  it('applies the about, contact and impressum rules', () => {
    expect(targets(informationLinks(BRANDS.clubstay))).toEqual([
      '/about',
      '/contact',
      '/privacy-policy',
      '/terms-and-conditions',
      '/faq',
    ]);
    expect(informationLinks(BRANDS['coded-estate'])[0]).toMatchObject({
      to: 'https://codedestate.example',
      external: true,
    });
    expect(targets(informationLinks(BRANDS['coded-estate']))).not.toContain('/contact');
    for (const id of ['coca', 'belo'] as const) {
      expect(targets(informationLinks(BRANDS[id]))).toEqual([
        '/privacy-policy',
        '/terms-and-conditions',
        '/faq',
      ]);
    }
    expect(targets(informationLinks(BRANDS.vivid))).toContain('/impressum');
    expect(informationLinks(BRANDS.vivid)[0]).toMatchObject({ external: true });
  });

  it('lists each brand’s social networks', () => {
    expect(socialLinks(BRANDS.clubstay).map((s) => s.network)).toEqual(['x', 'telegram', 'discord']);
    expect(socialLinks(BRANDS.entravel).map((s) => s.network)).toEqual(['x', 'discord']);
    expect(socialLinks(BRANDS.coca)).toEqual([]);
  });
});
