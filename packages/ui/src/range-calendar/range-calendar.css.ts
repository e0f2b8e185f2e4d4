import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';
import { media } from '@clubstay/design-tokens/layout';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: size.space(3),
  fontFamily: vars.font.body,
  color: vars.color.text,
  width: '100%',
  selectors: {
    // The phone list fills whatever height its parent gives it (a full-screen dialog, a sheet).
    '&[data-layout="list"]': { flex: '1 1 auto', minHeight: 0 },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: size.space(2),
});

export const heading = style({
  margin: 0,
  fontSize: size.text.md,
  fontWeight: vars.weight.bold,
  fontFamily: vars.font.body,
});

/** How many months stand side by side (the `visibleMonths` prop). */
export const monthCount = createVar();

const monthGap = size.space(6);

/**
 * The desktop months, side by side in one row, never wrapped (spec 1 §2: 4 months side by side). The
 * row asks for square day cells (7 columns of a day row each) and shrinks its columns when the
 * space is narrower, so a popover grows to hold all of them.
 */
export const months = style({
  vars: { [monthCount]: '4' },
  display: 'grid',
  gridTemplateColumns: `repeat(${monthCount}, minmax(0, 1fr))`,
  gap: monthGap,
  width: `calc(${monthCount} * 7 * ${size.calendar.dayRow} + (${monthCount} - 1) * ${monthGap})`,
  maxWidth: '100%',
});

export const month = style({ minWidth: 0 });

/** Month titles are 40 px on extra small screens, 60 px from sm (spec 2 §9). */
export const monthTitle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: size.calendar.monthTitle.xs,
  fontWeight: vars.weight.bold,
  fontSize: size.text.md,
  '@media': { [media.fromSm]: { height: size.calendar.monthTitle.sm } },
});

export const grid = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' });

globalStyle(`${grid} td`, { padding: 0, height: size.calendar.dayRow });

export const weekday = style({
  height: size.calendar.dayRow,
  fontSize: size.text.sm,
  fontWeight: vars.weight.medium,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: size.calendar.dayRow,
  fontSize: size.text.base,
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.small,
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.surfaceAlt },
    '&[data-status="between"]': { background: vars.color.surfaceAlt, borderRadius: 0 },
    '&[data-status="start"], &[data-status="end"]': {
      background: vars.color.primary,
      color: vars.color.primaryText,
      fontWeight: vars.weight.bold,
    },
    '&[data-focus-visible]': {
      outline: `${size.line.thick} solid ${vars.color.focus}`,
      outlineOffset: `-${size.line.thick}`,
    },
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textMuted,
      cursor: 'default',
      textDecoration: 'line-through',
    },
  },
});

export const weekdayBar = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  borderBottom: `${size.line.hair} solid ${vars.color.border}`,
});

/** The scroll box of the phone list; the page gives it a height (a sheet or full-screen dialog). */
export const scroller = style({
  flex: '1 1 0',
  minHeight: `calc(${size.calendar.dayRow} * 12)`,
  overflowY: 'auto',
  contain: 'strict',
});

export const navButton = style({ minWidth: size.button.small });
