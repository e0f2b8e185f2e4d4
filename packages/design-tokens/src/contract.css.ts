import { createThemeContract } from '@vanilla-extract/css';
import { layout } from './layout.ts';

const px = (value: number) => `${value}px`;

/** The one theme contract every brand fills. Layout sizes are shared constants, not per brand. */
export const vars = createThemeContract({
  color: {
    primary: null,
    primaryText: null,
    link: null,
    secondary: null,
    secondaryText: null,
    surface: null,
    surfaceAlt: null,
    text: null,
    textMuted: null,
    border: null,
    control: null,
    accent: null,
    accentText: null,
    success: null,
    warning: null,
    danger: null,
    focus: null,
    heroFrom: null,
    heroTo: null,
  },
  font: { body: null, heading: null },
  weight: { regular: null, medium: null, bold: null, heading: null },
  radius: { small: null, medium: null, large: null, pill: null },
});

/** Shared sizes, as CSS values (spacing unit 4, text sizes 24/20/16/14/12, header 62/78 …). */
export const size = {
  space: (steps: number) => px(layout.spacingUnit * steps),
  text: { xl: px(24), lg: px(20), md: px(16), base: px(layout.baseFont), sm: px(12) },
  header: { xs: px(layout.headerHeight.xs), md: px(layout.headerHeight.md) },
  sideMenu: px(layout.sideMenuWidth),
  footerMax: px(layout.footerMaxWidth),
  pageWidth: {
    wide: px(layout.pageWidth.wide),
    article: px(layout.pageWidth.article),
    narrow: px(layout.pageWidth.narrow),
  },
  textWidth: {
    headline: px(layout.textWidth.headline),
    banner: px(layout.textWidth.banner),
    lead: px(layout.textWidth.lead),
    message: px(layout.textWidth.message),
  },
  button: { regular: px(layout.buttonHeight.regular), small: px(layout.buttonHeight.small) },
  input: { regular: px(layout.inputHeight.regular), small: px(layout.inputHeight.small) },
  contentMax: px(layout.footerMaxWidth),
  /** Dialog: 90% of the viewport, at most 900 × 675 (spec 1 §9). */
  dialog: {
    width: `min(${layout.dialog.viewportShare * 100}vw, ${px(layout.dialog.maxWidth)})`,
    height: `min(${layout.dialog.viewportShare * 100}vh, ${px(layout.dialog.maxHeight)})`,
  },
  sliderThumb: px(layout.sliderThumb),
  popover: { suggestion: px(layout.suggestionPopoverWidth) },
  carouselGap: px(layout.carouselGap),
  calendar: {
    dayRow: px(layout.calendar.dayRow),
    monthTitle: { xs: px(layout.calendar.monthTitle.xs), sm: px(layout.calendar.monthTitle.sm) },
  },
  /** Hairlines, focus rings and icon sizes: the few fixed sizes components draw with. */
  line: { hair: '1px', thick: '2px' },
  icon: { sm: px(16), md: px(20), lg: px(24) },
  duration: { fast: '100ms', base: '150ms', slow: '250ms' },
  /** Overlays dim the page with the brand's secondary colour at this opacity. */
  scrimOpacity: 0.55,
} as const;
