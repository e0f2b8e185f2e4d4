import { globalStyle, style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';
import { media } from '@clubstay/design-tokens/layout';

export const form = style({
  display: 'grid',
  gap: size.space(3),
  alignItems: 'end',
  gridTemplateColumns: '1fr',
  padding: size.space(4),
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${size.line.hair} solid ${vars.color.border}`,
  '@media': {
    [media.fromMd]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1.4fr) minmax(0, 1fr) auto' },
  },
});

export const compactForm = style({
  '@media': {
    [media.fromMd]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1.4fr) minmax(0, 1fr) auto' },
  },
});

export const formFooter = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: size.space(4),
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const error = style({ color: vars.color.danger, fontSize: size.text.sm, margin: 0 });

export const fieldBox = style({ display: 'grid', gap: size.space(1), minWidth: 0 });

export const fieldLabel = style({
  fontSize: size.text.sm,
  fontWeight: vars.weight.medium,
  color: vars.color.textMuted,
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: size.space(2),
  minHeight: size.input.regular,
  width: '100%',
  padding: `0 ${size.space(3)}`,
  borderRadius: vars.radius.medium,
  border: `${size.line.hair} solid ${vars.color.control}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${size.line.thick} solid ${vars.color.focus}`,
      outlineOffset: size.line.hair,
    },
    '&[data-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const destinationRow = style({ display: 'flex', alignItems: 'end', gap: size.space(1), minWidth: 0 });
export const destinationCombo = style({ flex: 1, minWidth: 0 });

/** Spec 1 §2: the destination field on home and hotel pages has a high-contrast style. */
export const highContrast = style({});
globalStyle(`${highContrast} input`, { fontWeight: vars.weight.bold, color: vars.color.text });

export const fullScreen = style({
  width: '100vw',
  maxWidth: '100vw',
  height: '100dvh',
  maxHeight: '100dvh',
  borderRadius: 0,
  margin: 0,
});

/** Fills the full-screen dialog on phones, so the month list below gets the rest of the screen. */
export const calendarBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: size.space(3),
  padding: size.space(2),
  flex: '1 1 auto',
  minHeight: 0,
});

export const rooms = style({
  display: 'grid',
  gap: size.space(4),
  minWidth: 280,
  maxHeight: '70vh',
  overflowY: 'auto',
});
/** On phones the dialog scrolls; the rooms take its width. */
export const roomsPhone = style({ display: 'grid', gap: size.space(4), alignContent: 'start' });
export const room = style({
  display: 'grid',
  gap: size.space(2),
  paddingBottom: size.space(3),
  borderBottom: `${size.line.hair} solid ${vars.color.border}`,
});
export const roomHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: size.space(2),
});
export const roomTitle = style({ margin: 0, fontSize: size.text.md });
export const ages = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: size.space(2) });
export const hint = style({ margin: 0, fontSize: size.text.sm, color: vars.color.textMuted });
