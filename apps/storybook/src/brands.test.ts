import Color from 'colorjs.io';
import { describe, expect, it } from 'vitest';
import { BRAND_IDS } from '@clubstay/contract/brands';
import type { BrandTokens } from '@clubstay/design-tokens/tokens';
import { brandTokens } from './brands.ts';

/** WCAG 2.x contrast ratio of two colours (colorjs.io's WCAG21 algorithm). */
const contrast = (a: string, b: string) => new Color(a).contrast(new Color(b), 'WCAG21');

type Colors = BrandTokens['color'];
type Token = keyof Colors;

/**
 * What WCAG AA asks of a pairing: 4.5:1 for normal text (WCAG 1.4.3), 3:1 for large text (24 px, or
 * 18.66 px bold) and for the boundaries and state marks of UI components (WCAG 1.4.11).
 */
const MINIMUM = { text: 4.5, large: 3, ui: 3 } as const;
type Kind = keyof typeof MINIMUM;

/**
 * Every foreground token the components draw on a background token, and where (the component styles
 * under packages/*). A new pairing in a component belongs here; a new brand is checked by itself.
 */
const PAIRINGS: readonly { kind: Kind; fg: Token; bg: Token; where: string }[] = [
  // Normal text.
  { kind: 'text', fg: 'text', bg: 'surface', where: 'body text, cards, fields, dialogs' },
  {
    kind: 'text',
    fg: 'text',
    bg: 'surfaceAlt',
    where: 'footer, notices, package rows, hovered items, neutral badge',
  },
  { kind: 'text', fg: 'textMuted', bg: 'surface', where: 'hints, facts, field labels of the search form' },
  { kind: 'text', fg: 'textMuted', bg: 'surfaceAlt', where: 'footer column titles, no-photo text' },
  { kind: 'text', fg: 'link', bg: 'surface', where: 'links and link buttons: room details, terms, account' },
  { kind: 'text', fg: 'link', bg: 'surfaceAlt', where: 'links inside notices and package rows' },
  {
    kind: 'text',
    fg: 'primaryText',
    bg: 'primary',
    where: 'primary buttons, selected days, current page, badges',
  },
  { kind: 'text', fg: 'secondaryText', bg: 'secondary', where: 'promo banner, tooltips, toasts, gallery' },
  { kind: 'text', fg: 'accentText', bg: 'accent', where: 'accent badges' },
  { kind: 'text', fg: 'danger', bg: 'surface', where: 'field errors, sold out, danger badge' },
  { kind: 'text', fg: 'danger', bg: 'surfaceAlt', where: 'errors inside notices' },
  { kind: 'text', fg: 'success', bg: 'surface', where: 'success badge, refundable rates' },
  { kind: 'text', fg: 'success', bg: 'surfaceAlt', where: 'refundable rates in package rows' },
  { kind: 'text', fg: 'surface', bg: 'warning', where: 'the checkout countdown when time runs low' },
  {
    kind: 'text',
    fg: 'primaryText',
    bg: 'heroFrom',
    where: 'home hero (subtitle, form labels), gradient start',
  },
  { kind: 'text', fg: 'primaryText', bg: 'heroTo', where: 'home hero, gradient end' },
  // Large text only: none today. Every large text (hero title, totals, headings) shares its colours
  // with normal text next to it, so the pairings above hold it to 4.5:1; a 'large' entry belongs
  // here the day a colour is used for large text alone.
  // UI component boundaries and state marks.
  { kind: 'ui', fg: 'focus', bg: 'surface', where: 'focus rings' },
  { kind: 'ui', fg: 'focus', bg: 'surfaceAlt', where: 'focus rings on hovered items and package rows' },
  { kind: 'ui', fg: 'link', bg: 'surface', where: 'brand icons' },
  { kind: 'ui', fg: 'danger', bg: 'surface', where: 'invalid field and checkbox borders' },
];

/**
 * The boundaries and state marks of form controls (WCAG 1.4.11, 3:1 against what is next to them),
 * component by component, with the tokens their styles draw (packages/ui/src/<component>/*.css.ts,
 * the search form's pickers, the footer's newsletter field). `border` is for dividers and may stay
 * light; a control that drew it would fail here.
 */
const CONTROLS: readonly { fg: Token; bg: Token; where: string }[] = [
  {
    fg: 'control',
    bg: 'surface',
    where: 'text, select, combo box and number field outlines, search form pickers',
  },
  { fg: 'control', bg: 'surfaceAlt', where: 'field outlines on notices, package rows and the footer' },
  { fg: 'control', bg: 'surface', where: 'unchecked checkbox and radio borders' },
  { fg: 'link', bg: 'surface', where: 'checked checkbox border, selected radio ring (room choices)' },
  { fg: 'control', bg: 'surface', where: 'switch track, off' },
  { fg: 'surface', bg: 'control', where: 'switch thumb on the off track' },
  { fg: 'link', bg: 'surface', where: 'switch track, on' },
  { fg: 'surface', bg: 'link', where: 'switch thumb on the on track' },
  { fg: 'control', bg: 'surface', where: 'slider track' },
  { fg: 'link', bg: 'surface', where: 'slider fill and thumb ring' },
];

describe('brand tokens', () => {
  it('has a theme for every brand of the matrix and for no other (apps/<id>/src/theme.ts)', () => {
    expect(Object.keys(brandTokens).sort()).toEqual([...BRAND_IDS].sort());
  });

  it('computes WCAG contrast as the specification does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffd100', '#fffef5')).toBeCloseTo(1.44, 2);
    expect(contrast('#0891b2', '#f7fbfc')).toBeCloseTo(3.53, 2);
  });

  // WCAG AA in every brand, for every pairing the UI draws (what axe-core checks on pages and stories).
  for (const [id, { color }] of Object.entries(brandTokens)) {
    it(`${id} meets WCAG AA contrast in every pairing the UI uses`, () => {
      const failures = PAIRINGS.filter(
        ({ kind, fg, bg }) => contrast(color[fg], color[bg]) < MINIMUM[kind],
      ).map(
        ({ kind, fg, bg, where }) =>
          `${kind}: ${fg} ${color[fg]} on ${bg} ${color[bg]} is ${contrast(color[fg], color[bg]).toFixed(2)}:1 (needs ${MINIMUM[kind]}:1; ${where})`,
      );
      expect(failures).toEqual([]);
    });

    it(`${id} draws every form control's boundary and state at 3:1 at least`, () => {
      const failures = CONTROLS.filter(({ fg, bg }) => contrast(color[fg], color[bg]) < MINIMUM.ui).map(
        ({ fg, bg, where }) =>
          `${where}: ${fg} ${color[fg]} on ${bg} ${color[bg]} is ${contrast(color[fg], color[bg]).toFixed(2)}:1 (needs 3:1)`,
      );
      expect(failures).toEqual([]);
    });
  }

  it('keeps dividers lighter than control outlines (the two tokens are not merged by accident)', () => {
    for (const { color } of Object.values(brandTokens))
      expect(contrast(color.control, color.surface)).toBeGreaterThan(contrast(color.border, color.surface));
  });
});
