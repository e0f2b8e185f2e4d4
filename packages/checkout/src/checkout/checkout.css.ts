import { style, globalStyle } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';
import { media } from '@clubstay/design-tokens/layout';

export const page = style({
  display: 'grid',
  gap: size.space(4),
  width: '100%',
  maxWidth: size.contentMax,
  margin: '0 auto',
  padding: size.space(4),
  boxSizing: 'border-box',
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: size.space(3),
  alignItems: 'center',
  justifyContent: 'space-between',
});
export const title = style({
  margin: 0,
  fontSize: size.text.xl,
  fontWeight: vars.weight.heading,
  fontFamily: vars.font.heading,
});

export const layout = style({
  display: 'grid',
  gap: size.space(4),
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.fromLg]: { gridTemplateColumns: 'minmax(0, 1fr) 380px' } },
});

export const column = style({ display: 'grid', gap: size.space(4), minWidth: 0 });

export const section = style({
  display: 'grid',
  gap: size.space(3),
  padding: size.space(4),
  borderRadius: vars.radius.large,
  border: `${size.line.hair} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  minWidth: 0,
});
export const sectionTitle = style({
  margin: 0,
  fontSize: size.text.lg,
  fontWeight: vars.weight.heading,
  fontFamily: vars.font.heading,
});
export const subTitle = style({ margin: 0, fontSize: size.text.md, fontWeight: vars.weight.bold });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: size.text.sm });
/** A line holding an address or a transaction hash: it breaks anywhere rather than widen a phone's page. */
export const longValues = style({ overflowWrap: 'anywhere' });
export const text = style({ margin: 0 });

export const grid2 = style({
  display: 'grid',
  gap: size.space(3),
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.fromSm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const grid3 = style({
  display: 'grid',
  gap: size.space(3),
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.fromSm]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr) minmax(0, 2fr)' } },
});
export const phoneRow = style({
  display: 'grid',
  gap: size.space(3),
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
});
export const full = style({ gridColumn: '1 / -1' });

export const roomBlock = style({
  display: 'grid',
  gap: size.space(3),
  paddingTop: size.space(3),
  borderTop: `${size.line.hair} solid ${vars.color.border}`,
  selectors: { '&:first-of-type': { borderTop: 'none', paddingTop: 0 } },
});

export const summary = style({
  display: 'grid',
  gap: size.space(3),
  '@media': { [media.fromLg]: { position: 'sticky', top: size.space(24) } },
});
export const hotelImage = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceAlt,
});
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${size.space(1)} ${size.space(3)}`,
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: size.text.sm });
globalStyle(`${facts} dd`, {
  margin: 0,
  textAlign: 'end',
  fontWeight: vars.weight.medium,
  overflowWrap: 'anywhere',
});

export const priceLines = style({
  display: 'grid',
  gap: size.space(1),
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const priceLine = style({ display: 'flex', justifyContent: 'space-between', gap: size.space(2) });
export const totalLine = style([
  priceLine,
  {
    fontSize: size.text.lg,
    fontWeight: vars.weight.heading,
    paddingTop: size.space(2),
    borderTop: `${size.line.hair} solid ${vars.color.border}`,
  },
]);

export const countdown = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: size.space(2),
  padding: `${size.space(1)} ${size.space(3)}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontWeight: vars.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});
export const countdownLow = style({ background: vars.color.warning, color: vars.color.surface });

export const methodOption = style({ display: 'grid', gap: 0 });
export const methodHint = style({
  color: vars.color.textMuted,
  fontSize: size.text.sm,
  fontWeight: vars.weight.regular,
});

export const submitRow = style({
  display: 'grid',
  gap: size.space(3),
  justifyItems: 'stretch',
  '@media': { [media.fromSm]: { justifyItems: 'start' } },
});
export const link = style({ color: vars.color.link, textDecoration: 'underline' });

export const frame = style({
  width: '100%',
  minHeight: size.space(80),
  height: '50vh',
  border: `${size.line.hair} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const cryptoGrid = style({
  display: 'grid',
  gap: size.space(4),
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.fromSm]: { gridTemplateColumns: 'auto minmax(0, 1fr)' } },
});
export const qr = style({
  width: size.space(45),
  height: size.space(45),
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  justifySelf: 'center',
});
export const address = style({
  fontFamily: 'monospace',
  overflowWrap: 'anywhere',
  wordBreak: 'break-all',
  fontSize: size.text.sm,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: size.space(2) });
export const center = style({
  display: 'grid',
  justifyItems: 'center',
  gap: size.space(3),
  padding: size.space(8),
  textAlign: 'center',
});

export const coinLabel = style({ display: 'inline-flex', alignItems: 'center', gap: size.space(2) });
export const coinIcon = style({ width: size.space(5), height: size.space(5), flexShrink: 0 });
