/**
 * Layout constants of spec 1 §9 and spec 2 §9. Both breakpoint readings of the spec are kept as
 * named scales: `search` (md 988, lg 1324) for the search area and `grid` for everything else. The
 * mobile breakpoint is md of the grid scale.
 */
export const breakpoints = {
  search: { md: 988, lg: 1324 },
  grid: { xxs: 375, xs: 480, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 },
} as const;

/** Media queries of both scales; `mobile` is below md of the grid scale. */
export const media = {
  mobile: `screen and (max-width: ${breakpoints.grid.md - 1}px)`,
  fromMd: `screen and (min-width: ${breakpoints.grid.md}px)`,
  fromLg: `screen and (min-width: ${breakpoints.grid.lg}px)`,
  searchMd: `screen and (min-width: ${breakpoints.search.md}px)`,
  fromSm: `screen and (min-width: ${breakpoints.grid.sm}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

export const layout = {
  spacingUnit: 4,
  headerHeight: { xs: 62, md: 78 },
  sideMenuWidth: 400,
  footerMaxWidth: 1376,
  /** How wide a page's centred content column runs: account pages, info pages, single-form pages. */
  pageWidth: { wide: 1120, article: 820, narrow: 560 },
  /**
   * How wide a block of text runs so its lines stay readable: the hero's headline and lead, the cookie
   * banner, the maintenance and not-found messages.
   */
  textWidth: { headline: 760, banner: 720, lead: 620, message: 520 },
  dialog: { viewportShare: 0.9, maxWidth: 900, maxHeight: 675 },
  sliderThumb: 20,
  buttonHeight: { regular: 44, small: 32 },
  inputHeight: { regular: 44, small: 34 },
  suggestionPopoverWidth: 600,
  carouselGap: 10,
  calendar: { dayRow: 32, monthTitle: { xs: 40, sm: 60 } },
  baseFont: 14,
  /** The mobile calendar is a virtualised list of this many months (spec 1 §9). */
  calendarMobileMonths: 100000,
  calendarDesktopMonths: 4,
} as const;

/**
 * The stacking order (z-index) of everything that overlaps the page, lowest first. A part takes the
 * layer of what it is, never a number of its own, so a new overlay finds its place here.
 */
export const layer = {
  /** Lifted over its siblings inside a card or a map: a hovered price marker, a photo's buttons. */
  raised: 1,
  /** A bar that sticks under the shell header (the hotel page's search summary). */
  stickyBar: 15,
  /** The shell's sticky header. */
  header: 20,
  /** A page's own header that replaces the shell header once scrolled (the hotel page's). */
  pageHeader: 25,
  /** Banners fixed over the page, such as the cookie notice. */
  banner: 30,
  /** Modal dialogs and drawers with their scrim. */
  modal: 100,
  /** The full-screen photo gallery, above modals. */
  gallery: 150,
  /** Toasts, above everything, so a message is seen whatever is open. */
  toast: 200,
} as const;
