import { style } from '@vanilla-extract/css';
import { size } from '@clubstay/design-tokens/contract';

export const notFound = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: size.space(4),
  padding: size.space(10),
  textAlign: 'center',
});
