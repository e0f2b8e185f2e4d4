import { style } from '@vanilla-extract/css';
import { media } from '@clubstay/design-tokens/layout';

/**
 * Shown or hidden by the screen's width in CSS, never in script: a server-rendered page then has the
 * same layout before and after its script arrives (no shift at hydration), on the breakpoint the
 * tokens define (`media.mobile` / `media.fromMd`).
 */
export const hideOnPhone = style({ '@media': { [media.mobile]: { display: 'none' } } });
/** Only on a phone: hidden from the medium breakpoint up. */
export const phoneOnly = style({ '@media': { [media.fromMd]: { display: 'none' } } });
