import { style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';
import { media } from '@clubstay/design-tokens/layout';

/** The account feature's look: cards, forms and lists on the brand's tokens only. */
export const page = style({
  width: '100%',
  maxWidth: size.pageWidth.wide,
  margin: '0 auto',
  padding: `${size.space(8)} ${size.space(4)} ${size.space(16)}`,
  display: 'flex',
  flexDirection: 'column',
  gap: size.space(6),
});

export const narrowPage = style([page, { maxWidth: size.pageWidth.narrow }]);

export const title = style({
  fontSize: size.text.xl,
  lineHeight: 1.25,
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.weight.heading,
});
export const subtitle = style({ fontSize: size.text.lg, margin: 0, fontWeight: vars.weight.bold });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const text = style({ margin: 0 });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: size.space(4),
  padding: size.space(5),
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: size.space(4) });
export const row = style({
  display: 'grid',
  gap: size.space(4),
  '@media': { [media.fromSm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const inline = style({
  display: 'flex',
  gap: size.space(3),
  alignItems: 'flex-end',
  flexWrap: 'wrap',
});
export const grow = style({ flex: '1 1 12em', minWidth: 0 });
export const actions = style({ display: 'flex', gap: size.space(3), flexWrap: 'wrap', alignItems: 'center' });
export const link = style({ color: vars.color.link });

export const layout = style({
  display: 'grid',
  // One column that may shrink below its content (the section links scroll sideways on phones).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: size.space(6),
  '@media': {
    [media.fromLg]: { gridTemplateColumns: 'minmax(12em, 16em) minmax(0, 1fr)', alignItems: 'start' },
  },
});
export const nav = style({
  display: 'flex',
  gap: size.space(2),
  overflowX: 'auto',
  '@media': { [media.fromLg]: { flexDirection: 'column', overflowX: 'visible' } },
});
export const navLink = style({
  padding: `${size.space(2)} ${size.space(3)}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&[aria-current="page"]': {
      background: vars.color.primary,
      color: vars.color.primaryText,
      fontWeight: vars.weight.bold,
    },
  },
});

/** A section not open yet (loyalty before its programme goes live): shown, not a link. */
export const navSoon = style({
  padding: `${size.space(2)} ${size.space(3)}`,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  display: 'inline-flex',
  alignItems: 'center',
  gap: size.space(2),
  cursor: 'not-allowed',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: size.space(4),
});
export const itemHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: size.space(3),
  flexWrap: 'wrap',
  alignItems: 'baseline',
});
export const facts = style({
  display: 'grid',
  gap: `${size.space(1)} ${size.space(4)}`,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10em, 1fr))',
  margin: 0,
});
export const fact = style({ display: 'flex', flexDirection: 'column', margin: 0 });
export const factLabel = style({ color: vars.color.textMuted, fontSize: size.text.sm });
export const factValue = style({ margin: 0, fontWeight: vars.weight.medium });

export const figures = style({
  display: 'grid',
  gap: size.space(4),
  gridTemplateColumns: 'repeat(auto-fit, minmax(10em, 1fr))',
});
export const figure = style([card, { gap: size.space(1) }]);
export const figureValue = style({ fontSize: size.text.xl, fontWeight: vars.weight.bold });

export const favoriteGrid = style({
  display: 'grid',
  gap: size.space(4),
  gridTemplateColumns: 'repeat(auto-fill, minmax(15em, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const favoriteImage = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceAlt,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: size.text.base });
export const cell = style({
  textAlign: 'left',
  padding: `${size.space(2)} ${size.space(2)}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
export const tableWrap = style({ overflowX: 'auto' });
/** A line holding an address or a transaction hash: it breaks anywhere rather than widen a phone's page. */
export const longValues = style({ overflowWrap: 'anywhere' });
export const code = style({
  fontFamily: 'ui-monospace, monospace',
  fontWeight: vars.weight.bold,
  letterSpacing: '0.05em',
  wordBreak: 'break-all',
});
