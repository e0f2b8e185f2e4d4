import { describe, expect, it } from 'vitest';
import { brandTokens } from './index.ts';

const channel = (value: number) => {
  const s = value / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => channel(parseInt(hex.slice(i, i + 2), 16)));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi = 0, lo = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('brand tokens', () => {
  it('has every brand of the matrix', () => {
    expect(Object.keys(brandTokens)).toHaveLength(14);
  });

  // WCAG AA for normal text: what axe-core checks on every story and page.
  for (const [id, { color }] of Object.entries(brandTokens)) {
    it(`${id} keeps text readable (4.5:1)`, () => {
      const pairs: [string, string, string][] = [
        ['text on surface', color.text, color.surface],
        ['text on surfaceAlt', color.text, color.surfaceAlt],
        ['muted text on surface', color.textMuted, color.surface],
        ['muted text on surfaceAlt', color.textMuted, color.surfaceAlt],
        ['primaryText on primary', color.primaryText, color.primary],
        ['secondaryText on secondary', color.secondaryText, color.secondary],
        ['accentText on accent', color.accentText, color.accent],
        ['danger on surface', color.danger, color.surface],
        ['success on surface', color.success, color.surface],
        ['hero text on heroFrom', color.primaryText, color.heroFrom],
        ['hero text on heroTo', color.primaryText, color.heroTo],
      ];
      for (const [what, fg, bg] of pairs) expect(contrast(fg, bg), what).toBeGreaterThanOrEqual(4.5);
    });
  }
});
