import { style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';
import { media } from '@clubstay/design-tokens/layout';

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
  maxWidth: 760,
});

export const subtitle = style({ margin: 0, fontSize: size.text.md, maxWidth: 620, opacity: 0.95 });

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
