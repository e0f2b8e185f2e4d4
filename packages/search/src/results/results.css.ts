import { style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';
import { layer, media } from '@clubstay/design-tokens/layout';

export const page = style({
  display: 'grid',
  gap: size.space(4),
  width: '100%',
  maxWidth: size.contentMax,
  margin: '0 auto',
  padding: size.space(4),
});

export const body = style({
  display: 'grid',
  gap: size.space(4),
  gridTemplateColumns: '1fr',
  '@media': { [media.searchMd]: { gridTemplateColumns: '280px minmax(0, 1fr)' } },
});

/**
 * Below the grid's md width the search form folds into this bar (the stay and party, and a button that
 * unfolds the form), so the first screen of a phone shows results; CSS decides, so the server's HTML
 * is already folded and nothing moves when the page hydrates.
 */
export const phoneSummary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: size.space(3),
  '@media': { [media.fromMd]: { display: 'none' } },
});
export const phoneSummaryText = style({ margin: 0, fontSize: size.text.base });
export const formBox = style({
  '@media': { [media.mobile]: { selectors: { '&[data-editing="false"]': { display: 'none' } } } },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: size.space(3),
  alignItems: 'end',
  justifyContent: 'space-between',
});
export const summary = style({ margin: 0, fontSize: size.text.lg, fontWeight: vars.weight.heading });
/**
 * The toolbar's "Hotels found" line: a row of its own below the search width, so the filters button
 * and the sort stay on the next row whether it says "Searching…" or a long count (no layout shift
 * when the results arrive).
 */
export const toolbarStatus = style([
  summary,
  { flexBasis: '100%', '@media': { [media.searchMd]: { flexBasis: 'auto' } } },
]);

export const list = style({ display: 'grid', gap: size.space(3), listStyle: 'none', margin: 0, padding: 0 });
export const cards = style([list, { gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }]);

export const card = style({
  display: 'grid',
  gap: size.space(3),
  padding: size.space(3),
  borderRadius: vars.radius.large,
  border: `${size.line.hair} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  position: 'relative',
});
export const listCard = style({
  '@media': {
    [media.fromMd]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr) auto', alignItems: 'start' },
  },
});

export const hotelName = style({ margin: 0, fontSize: size.text.md, fontWeight: vars.weight.heading });
export const hotelLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: size.text.sm });
export const facts = style({ display: 'grid', gap: size.space(2), alignContent: 'start' });
export const priceBox = style({
  display: 'grid',
  gap: size.space(1),
  justifyItems: 'end',
  alignContent: 'start',
});
export const price = style({ fontSize: size.text.lg, fontWeight: vars.weight.heading });
export const oldPrice = style({
  textDecoration: 'line-through',
  color: vars.color.textMuted,
  fontSize: size.text.sm,
});
export const soldOut = style({
  color: vars.color.danger,
  fontWeight: vars.weight.bold,
  fontSize: size.text.sm,
});

/** Over the top-left corner of the photos, clear of the price. */
export const heart = style({
  position: 'absolute',
  top: size.space(5),
  left: size.space(5),
  zIndex: layer.raised,
  background: vars.color.surface,
  color: vars.color.danger,
  borderRadius: vars.radius.pill,
});

export const photoTools = style({ display: 'flex', gap: size.space(2), flexWrap: 'wrap' });

export const mapBox = style({
  height: '70vh',
  minHeight: 360,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  border: `${size.line.hair} solid ${vars.color.border}`,
});
export const mapModalBox = style({ height: '60vh', minHeight: 320 });
export const mapFallback = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
});

export const empty = style({
  display: 'grid',
  gap: size.space(3),
  justifyItems: 'start',
  padding: size.space(6),
  borderRadius: vars.radius.large,
  background: vars.color.surfaceAlt,
});

export const filterPanel = style({ display: 'grid', gap: size.space(5), alignContent: 'start' });
export const filterGroup = style({ display: 'grid', gap: size.space(2) });
export const filterTitle = style({ margin: 0, fontSize: size.text.md, fontWeight: vars.weight.bold });
export const priceInputs = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: size.space(2) });
export const filterToggle = style({ '@media': { [media.searchMd]: { display: 'none' } } });
export const filterAside = style({ display: 'none', '@media': { [media.searchMd]: { display: 'grid' } } });
export const drawerBody = style({ padding: size.space(4), overflowY: 'auto' });
