import { BRANDS, type BrandId } from '@clubstay/contract/brands';
// Plain data: each brand app's token values (no vanilla-extract runtime is imported by this path).
import { brandTokens } from './brand-tokens.ts';

/** What an e-mail shows of its brand: the name, the support address and the colours of its tokens. */
export interface MailBrand {
  id: BrandId;
  name: string;
  /** The Reply-To of every e-mail of the brand (the brand matrix's `supportEmail`). */
  supportEmail: string;
  /** The brand has a /contact page (brands without one are reached by e-mail only). */
  contactPage: boolean;
  color: {
    primary: string;
    primaryText: string;
    surface: string;
    surfaceAlt: string;
    text: string;
    textMuted: string;
    border: string;
  };
  font: string;
}

export function mailBrand(id: BrandId): MailBrand {
  const brand = BRANDS[id];
  const tokens = brandTokens[id];
  if (!tokens) throw new Error(`No design tokens for brand ${id} (apps/${id}/src/theme.ts)`);
  const { primary, primaryText, surface, surfaceAlt, text, textMuted, border } = tokens.color;
  return {
    id,
    name: brand.displayName,
    supportEmail: brand.supportEmail,
    contactPage: brand.shell.contactLink,
    color: { primary, primaryText, surface, surfaceAlt, text, textMuted, border },
    font: tokens.font.body,
  };
}
