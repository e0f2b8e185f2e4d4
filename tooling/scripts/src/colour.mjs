// Colour arithmetic for new-brand (sRGB, WCAG 2 contrast): parse, mix, luminance, contrast, and a
// colour moved until it reads on a background.

/** A #rrggbb colour, lower case; anything else throws. */
export const hex = (value) => {
  if (!/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`not a #rrggbb colour: ${value}`);
  return value.toLowerCase();
};
const channels = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
const toHex = (rgb) =>
  `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
/** `a` with `share` (0–1) of `b` mixed in. */
export const mix = (a, b, share) => {
  const pa = channels(a);
  const pb = channels(b);
  return toHex(pa.map((v, i) => v * (1 - share) + pb[i] * share));
};
/** WCAG 2 relative luminance. */
export const luminance = (c) => {
  const [r, g, b] = channels(c).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
/** WCAG 2 contrast ratio of two colours. */
export const contrast = (a, b) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};
export const INK = '#101828';
export const WHITE = '#ffffff';
/** The better of white and ink on a background. */
export const readableOn = (background) =>
  contrast(background, WHITE) >= contrast(background, INK) ? WHITE : INK;
/**
 * Moves `colour` away from `against` (towards black or white) until their contrast reaches `min`;
 * `changed` hears the result when it is not `colour` itself.
 */
export const reachContrast = (colour, against, min, changed) => {
  const towards = luminance(against) > 0.18 ? '#000000' : WHITE;
  let result = colour;
  for (let share = 0.04; contrast(result, against) < min && share <= 1; share += 0.04)
    result = mix(colour, towards, share);
  if (result !== colour) changed(result);
  return result;
};
