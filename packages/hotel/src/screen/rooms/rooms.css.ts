import { style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';
import { media } from '@clubstay/design-tokens/layout';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: size.space(3),
  alignItems: 'end',
  justifyContent: 'space-between',
});
export const toolbarEnd = style({ display: 'flex', flexWrap: 'wrap', gap: size.space(3), alignItems: 'end' });

export const toggleGroup = style({
  display: 'inline-flex',
  padding: size.space(1),
  gap: size.space(1),
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceAlt,
});
export const toggle = style({
  minHeight: size.button.small,
  padding: `0 ${size.space(4)}`,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: size.text.base,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': {
      background: vars.color.surface,
      fontWeight: vars.weight.bold,
      boxShadow: `0 ${size.line.hair} ${size.space(1)} rgb(0 0 0 / 0.12)`,
    },
    '&[data-focus-visible]': {
      outline: `${size.line.thick} solid ${vars.color.focus}`,
      outlineOffset: size.line.hair,
    },
  },
});

export const grid = style({
  display: 'grid',
  gap: size.space(4),
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    // On a phone the grid is one horizontal scroller with every room.
    [media.mobile]: {
      gridTemplateColumns: 'none',
      gridAutoFlow: 'column',
      gridAutoColumns: '85%',
      overflowX: 'auto',
      scrollSnapType: 'x mandatory',
      paddingBottom: size.space(2),
    },
  },
});
export const gridItem = style({
  display: 'grid',
  minWidth: 0,
  '@media': { [media.mobile]: { scrollSnapAlign: 'start' } },
});
export const list = style({ display: 'grid', gap: size.space(4), listStyle: 'none', margin: 0, padding: 0 });

export const card = style({
  // Positioned, so react-aria's visually hidden inputs stay inside the phone grid's scroller.
  position: 'relative',
  display: 'grid',
  gap: size.space(3),
  alignContent: 'start',
  padding: size.space(3),
  borderRadius: vars.radius.large,
  border: `${size.line.hair} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  minWidth: 0,
});
export const offerCard = style([
  card,
  {
    borderColor: vars.color.primary,
    borderWidth: size.line.thick,
    '@media': {
      [media.fromMd]: {
        gridTemplateColumns: 'minmax(220px, 1fr) minmax(0, 1.6fr)',
        alignItems: 'start',
        gap: size.space(5),
      },
    },
  },
]);
export const offerBody = style({ display: 'grid', gap: size.space(3), alignContent: 'start', minWidth: 0 });
export const listCard = style([
  card,
  {
    '@media': {
      [media.fromMd]: {
        gridTemplateColumns: 'minmax(220px, 1fr) minmax(0, 2.4fr)',
        alignItems: 'start',
        gap: size.space(4),
      },
    },
  },
]);

export const photo = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  display: 'block',
  borderRadius: vars.radius.medium,
});
export const noPhoto = style([
  photo,
  {
    display: 'grid',
    placeItems: 'center',
    background: vars.color.surfaceAlt,
    color: vars.color.textMuted,
    fontSize: size.text.sm,
  },
]);

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: size.space(2) });
export const roomName = style({
  margin: 0,
  fontSize: size.text.md,
  fontWeight: vars.weight.heading,
  lineHeight: 1.35,
});
export const nameClamp = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
export const linkButton = style({
  justifySelf: 'start',
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.link,
  fontFamily: vars.font.body,
  fontSize: size.text.sm,
  fontWeight: vars.weight.medium,
  cursor: 'pointer',
  textDecoration: 'underline',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${size.line.thick} solid ${vars.color.focus}`,
      outlineOffset: size.line.thick,
    },
  },
});
export const facilities = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${size.space(1)} ${size.space(3)}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: size.text.sm,
  color: vars.color.textMuted,
});
export const choice = style({ display: 'grid', gap: size.space(1) });
export const optionText = style({
  display: 'inline-flex',
  gap: size.space(1),
  alignItems: 'center',
  flexWrap: 'wrap',
});
export const delta = style({ color: vars.color.textMuted, fontSize: size.text.sm });
export const stayFacts = style({
  display: 'grid',
  gap: size.space(1),
  margin: 0,
  fontSize: size.text.sm,
  color: vars.color.textMuted,
});
export const priceBlock = style({ display: 'grid', gap: size.space(1), justifyItems: 'start' });
export const total = style({ fontSize: size.text.xl, fontWeight: vars.weight.heading, lineHeight: 1.1 });
export const dimmed = style({ color: vars.color.textMuted, textDecoration: 'line-through' });
export const error = style({ margin: 0, color: vars.color.danger, fontSize: size.text.sm });
export const statusLine = style({
  display: 'flex',
  gap: size.space(2),
  alignItems: 'center',
  margin: 0,
  fontSize: size.text.sm,
});
export const sourceLine = style({ color: vars.color.textMuted, fontSize: size.text.sm });
export const soldOutNote = style({ margin: 0, color: vars.color.danger, fontWeight: vars.weight.bold });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: size.space(2) });

export const packages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: size.space(2),
});
export const packageRow = style({
  display: 'grid',
  gap: size.space(2),
  padding: size.space(3),
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceAlt,
  '@media': {
    [media.fromMd]: { gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr) auto', alignItems: 'center' },
  },
});
export const listBody = style({ display: 'grid', gap: size.space(3), minWidth: 0, justifyItems: 'stretch' });
export const listTools = style({ justifySelf: 'start' });
export const packageFacts = style({
  display: 'grid',
  gap: size.space(1),
  fontSize: size.text.sm,
  justifyItems: 'start',
});
export const mealLine = style({
  display: 'flex',
  gap: size.space(2),
  alignItems: 'center',
  fontWeight: vars.weight.bold,
  fontSize: size.text.base,
});
export const refundable = style({ color: vars.color.success, fontWeight: vars.weight.medium });
export const packagePrice = style({
  display: 'grid',
  gap: size.space(1),
  justifyItems: 'start',
  '@media': { [media.fromMd]: { justifyItems: 'end' } },
});
export const packageTotal = style({ fontSize: size.text.lg, fontWeight: vars.weight.heading });
export const popoverList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: size.space(1),
  maxHeight: '50vh',
  overflowY: 'auto',
});
export const skeletonGrid = style({
  display: 'grid',
  gap: size.space(4),
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
});
