import { style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';
import { media } from '@clubstay/design-tokens/layout';

/** Spec 1 "Home": the hero is 630 px high, 800 px for members on small screens. */
export const hero = style({
  minHeight: 630,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: size.space(4),
  padding: `${size.space(10)} ${size.space(4)}`,
  background: `linear-gradient(135deg, ${vars.color.heroFrom}, ${vars.color.heroTo})`,
  color: vars.color.primaryText,
  '@media': { [media.fromMd]: { padding: `${size.space(16)} ${size.space(12)}` } },
});

export const brandLine = style({
  margin: 0,
  fontSize: size.text.md,
  fontWeight: vars.weight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  opacity: 0.9,
});

export const title = style({
  fontSize: 'clamp(28px, 5vw, 48px)',
  lineHeight: 1.15,
  maxWidth: size.textWidth.headline,
});

export const subtitle = style({
  margin: 0,
  fontSize: size.text.md,
  maxWidth: size.textWidth.lead,
  opacity: 0.95,
});

export const benefits = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: size.space(4),
  listStyle: 'none',
  margin: 0,
  padding: `${size.space(8)} ${size.space(4)}`,
  maxWidth: size.contentMax,
  width: '100%',
  alignSelf: 'center',
});

export const benefit = style({
  padding: size.space(5),
  borderRadius: vars.radius.large,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  fontWeight: vars.weight.medium,
  color: vars.color.text,
});

export const memberHero = style({ '@media': { [media.mobile]: { minHeight: 800 } } });

export const panel = style({ width: '100%', maxWidth: size.contentMax, alignSelf: 'center' });

export const featured = style({
  display: 'grid',
  gap: size.space(4),
  width: '100%',
  maxWidth: size.contentMax,
  alignSelf: 'center',
  padding: `${size.space(8)} ${size.space(4)} 0`,
});

export const featuredTitle = style({ margin: 0, fontSize: size.text.xl, color: vars.color.text });

export const featuredList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: size.space(4),
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const destinationCard = style({
  display: 'grid',
  gap: size.space(2),
  width: '100%',
  padding: 0,
  border: `${size.line.hair} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'start',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${size.line.thick} solid ${vars.color.focus}`,
      outlineOffset: size.line.thick,
    },
  },
});

export const destinationImage = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  display: 'block',
  background: vars.color.surfaceAlt,
});
export const destinationText = style({
  display: 'grid',
  gap: size.space(1),
  padding: `0 ${size.space(3)} ${size.space(3)}`,
});
export const destinationName = style({ fontWeight: vars.weight.bold, fontSize: size.text.md });
export const destinationMeta = style({ fontSize: size.text.sm, color: vars.color.textMuted });
