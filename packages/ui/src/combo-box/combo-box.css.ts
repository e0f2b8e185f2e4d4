import { style } from '@vanilla-extract/css';
import { size } from '@clubstay/design-tokens/contract';
import { media } from '@clubstay/design-tokens/layout';

/** Suggestions span the field on phones and are 600 px wide on desktop (spec 1 §9). */
export const popover = style({
  width: 'var(--trigger-width)',
  '@media': { [media.fromMd]: { width: size.popover.suggestion, maxWidth: '95vw' } },
});
export const emptyState = style({ padding: size.space(3) });
