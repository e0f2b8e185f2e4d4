import { style } from '@vanilla-extract/css';
import { media } from '@clubstay/design-tokens/layout';

/**
 * Shown or hidden by the screen's width in CSS, never in script: a server-rendered page then has the
 * same layout before and after its script arrives (no shift at hydration), on the breakpoint the
 * tokens define (`media.mobile` / `media.fromMd`).
 *
 * These sit beside a part's own class, which often sets `display` too, and this module's CSS can come
 * before or after that class's in the bundle: the doubled class (`&&`) makes the hiding win whatever
 * the order (on a phone the hotel's photo preview showed all five photos when it lost).
 */
export const hideOnPhone = style({
  '@media': { [media.mobile]: { selectors: { '&&': { display: 'none' } } } },
});
/** Only on a phone: hidden from the medium breakpoint up. */
export const phoneOnly = style({
  '@media': { [media.fromMd]: { selectors: { '&&': { display: 'none' } } } },
});
