import { globalStyle, style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';
import { layer, media } from '@clubstay/design-tokens/layout';

/* The page ---------------------------------------------------------------------------------------- */

export const page = style({
  width: '100%',
  maxWidth: size.contentMax,
  margin: '0 auto',
  padding: `${size.space(4)} ${size.space(4)} ${size.space(10)}`,
  display: 'grid',
  gap: size.space(6),
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.fromLg]: {
      gridTemplateColumns: '180px minmax(0, 1fr)',
      gap: size.space(8),
      padding: `${size.space(6)} ${size.space(6)} ${size.space(12)}`,
    },
  },
});

export const content = style({ display: 'grid', gap: size.space(8), minWidth: 0, alignContent: 'start' });

export const section = style({ display: 'grid', gap: size.space(4), scrollMarginTop: '90px', minWidth: 0 });
export const sectionTitle = style({
  margin: 0,
  fontSize: size.text.lg,
  fontWeight: vars.weight.heading,
  color: vars.color.text,
  outline: 'none',
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: size.text.sm });
export const text = style({ margin: 0, color: vars.color.text });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: size.space(2), alignItems: 'center' });
export const panel = style({
  display: 'grid',
  gap: size.space(3),
  padding: size.space(4),
  borderRadius: vars.radius.large,
  border: `${size.line.hair} solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const notice = style([panel, { background: vars.color.surfaceAlt, justifyItems: 'start' }]);

/** A link that looks like a secondary button (navigation stays a link). */
export const buttonLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: size.button.regular,
  padding: `0 ${size.space(5)}`,
  borderRadius: vars.radius.medium,
  border: `${size.line.hair} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.weight.medium,
  fontSize: size.text.md,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});
export const primaryLink = style([
  buttonLink,
  {
    background: vars.color.primary,
    color: vars.color.primaryText,
    borderColor: vars.color.primary,
    selectors: { '&:hover': { filter: 'brightness(0.92)', background: vars.color.primary } },
  },
]);
export const inlineLink = style({ color: vars.color.link, fontWeight: vars.weight.medium });

/* Left-side section watcher ----------------------------------------------------------------------- */

export const rail = style({
  display: 'none',
  '@media': {
    [media.fromLg]: {
      display: 'block',
      position: 'sticky',
      top: `calc(${size.header.md} + ${size.space(16)})`,
      alignSelf: 'start',
    },
  },
});
export const railList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: size.space(1),
  borderLeft: `${size.line.thick} solid ${vars.color.border}`,
});
export const railLink = style({
  display: 'block',
  padding: `${size.space(2)} ${size.space(3)}`,
  marginLeft: `calc(-1 * ${size.line.thick})`,
  borderLeft: `${size.line.thick} solid transparent`,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontSize: size.text.base,
  selectors: {
    '&[aria-current="location"]': {
      borderLeftColor: vars.color.primary,
      color: vars.color.text,
      fontWeight: vars.weight.bold,
    },
    '&:hover': { color: vars.color.text },
  },
});

/* Sticky header (after scrolling past the overview) ----------------------------------------------- */

export const stickyHeader = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: layer.pageHeader,
  minHeight: size.header.xs,
  background: vars.color.surface,
  borderBottom: `${size.line.hair} solid ${vars.color.border}`,
  boxShadow: `0 ${size.space(1)} ${size.space(4)} rgb(0 0 0 / 0.08)`,
  transform: 'translateY(-110%)',
  visibility: 'hidden',
  transition: `transform ${size.duration.slow}, visibility ${size.duration.slow}`,
  '@media': { [media.fromMd]: { minHeight: size.header.md }, [media.reducedMotion]: { transition: 'none' } },
  selectors: { '&[data-shown="true"]': { transform: 'none', visibility: 'visible' } },
});
export const stickyInner = style({
  maxWidth: size.contentMax,
  margin: '0 auto',
  height: '100%',
  minHeight: 'inherit',
  padding: `0 ${size.space(4)}`,
  display: 'flex',
  alignItems: 'center',
  gap: size.space(3),
});
export const stickyNav = style({ flex: 1, minWidth: 0 });
export const stickyTabs = style({
  display: 'flex',
  gap: size.space(1),
  overflowX: 'auto',
  flex: 1,
  minWidth: 0,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  scrollbarWidth: 'none',
});
export const stickyTab = style({
  display: 'block',
  whiteSpace: 'nowrap',
  padding: `${size.space(2)} ${size.space(3)}`,
  borderRadius: vars.radius.pill,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontSize: size.text.base,
  selectors: {
    '&[aria-current="location"]': {
      background: vars.color.surfaceAlt,
      color: vars.color.text,
      fontWeight: vars.weight.bold,
    },
    '&:hover': { color: vars.color.text },
  },
});
export const stickyPrice = style({
  display: 'none',
  textAlign: 'right',
  '@media': { [media.fromMd]: { display: 'grid' } },
});
export const stickyPriceValue = style({ fontSize: size.text.md, fontWeight: vars.weight.heading });

/* Search summary bar ------------------------------------------------------------------------------ */

/** Sticks under the shell header with no height of its own; the bar hangs below it. */
export const summaryAnchor = style({
  position: 'sticky',
  top: size.header.xs,
  height: 0,
  zIndex: layer.stickyBar,
  '@media': { [media.fromMd]: { top: size.header.md } },
});
export const summaryBar = style({
  position: 'absolute',
  top: 0,
  left: 0,
  right: 0,
  height: '56px',
  background: vars.color.surface,
  borderBottom: `${size.line.hair} solid ${vars.color.border}`,
  transition: `transform ${size.duration.slow}, visibility ${size.duration.slow}`,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
  selectors: { '&[data-collapsed="true"]': { transform: 'translateY(-100%)', visibility: 'hidden' } },
});
/** Keeps the page clear of the bar where it first shows. */
export const summarySpacer = style({ height: '56px' });
export const summaryInner = style({
  maxWidth: size.contentMax,
  height: '100%',
  margin: '0 auto',
  padding: `0 ${size.space(4)}`,
  display: 'flex',
  alignItems: 'center',
  gap: size.space(3),
});
export const summaryText = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: size.text.base,
});
export const summaryStrong = style({ fontWeight: vars.weight.bold });
export const searchDialogBody = style({ padding: size.space(4), overflowY: 'auto' });
export const progress = style({ width: '100%' });

/* Overview ---------------------------------------------------------------------------------------- */

export const overview = style({ display: 'grid', gap: size.space(4) });
export const photoBox = style({ position: 'relative' });
export const photoTools = style({
  position: 'absolute',
  left: size.space(3),
  bottom: size.space(3),
  display: 'flex',
  gap: size.space(2),
});
export const overviewHead = style({
  display: 'grid',
  gap: size.space(2),
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
});
export const hotelName = style({
  margin: 0,
  fontSize: size.text.xl,
  fontWeight: vars.weight.heading,
  lineHeight: 1.25,
  outline: 'none',
});
export const facts = style({ display: 'grid', gap: size.space(2) });
export const heart = style({ color: vars.color.danger, fontSize: size.text.lg });
export const mapBox = style({ height: '60vh', minHeight: '320px' });
export const mapFallback = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
});

/* About, facilities, policies, reviews ------------------------------------------------------------ */

export const description = style({ display: 'grid', gap: size.space(3) });
globalStyle(`${description} p + p`, { marginTop: size.space(3) });
export const clamped = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
export const facilityGroups = style({
  display: 'grid',
  gap: size.space(5),
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.fromSm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const facilityGroup = style({ display: 'grid', gap: size.space(2), alignContent: 'start' });
export const facilityTitle = style({
  margin: 0,
  display: 'flex',
  gap: size.space(2),
  alignItems: 'center',
  fontSize: size.text.md,
  fontWeight: vars.weight.bold,
});
export const icon = style({
  width: size.icon.md,
  height: size.icon.md,
  flex: 'none',
  color: vars.color.link,
});
export const smallIcon = style({
  width: size.icon.sm,
  height: size.icon.sm,
  flex: 'none',
  verticalAlign: 'middle',
});
export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: size.space(1),
});
export const bands = style({ display: 'grid', gap: size.space(2), margin: 0 });
export const band = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, 1fr) 2fr',
  gap: size.space(3),
});
globalStyle(`${band} dt`, { fontWeight: vars.weight.bold });
globalStyle(`${band} dd`, { margin: 0 });
export const reviewsFrame = style({
  width: '100%',
  height: '640px',
  border: `${size.line.hair} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  '@media': { [media.mobile]: { height: '560px' } },
});

/* Full-page states -------------------------------------------------------------------------------- */

export const fullState = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: size.space(4),
  minHeight: '60vh',
  padding: size.space(6),
  textAlign: 'center',
});
export const fullTitle = style({ margin: 0, fontSize: size.text.xl, fontWeight: vars.weight.heading });
