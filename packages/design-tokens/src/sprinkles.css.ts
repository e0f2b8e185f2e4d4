import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { breakpoints, layout } from './layout.ts';

const steps = [0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16] as const;
/** Spacing scale in units of 4 px (spec 1 §9): `space[4]` is 16 px. */
export const space = Object.fromEntries(
  steps.map((step) => [step, `${step * layout.spacingUnit}px`]),
) as Record<(typeof steps)[number], string>;

const columns = Object.fromEntries(
  Array.from({ length: layout.gridColumns }, (_, index) => [
    index + 1,
    `span ${index + 1} / span ${index + 1}`,
  ]),
) as Record<number, string>;

const responsive = defineProperties({
  conditions: {
    mobile: {},
    sm: { '@media': `screen and (min-width: ${breakpoints.grid.sm}px)` },
    md: { '@media': `screen and (min-width: ${breakpoints.grid.md}px)` },
    lg: { '@media': `screen and (min-width: ${breakpoints.grid.lg}px)` },
    xl: { '@media': `screen and (min-width: ${breakpoints.grid.xl}px)` },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: space,
    padding: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    margin: space,
    marginTop: space,
    marginBottom: space,
    gridColumn: columns,
    gridTemplateColumns: {
      grid: `repeat(${layout.gridColumns}, minmax(0, 1fr))`,
      ...Object.fromEntries([1, 2, 3, 4].map((n) => [n, `repeat(${n}, minmax(0, 1fr))`])),
    },
  },
  shorthands: {
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

/**
 * Layout and spacing atoms on the 4 px unit and the 16-column grid, responsive on the grid
 * breakpoints: `sprinkles({ display: 'flex', gap: 4, padding: { mobile: 2, md: 4 } })`.
 */
export const sprinkles = createSprinkles(responsive);
export type Sprinkles = Parameters<typeof sprinkles>[0];
