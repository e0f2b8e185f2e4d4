import { style } from '@vanilla-extract/css';
import { control, standaloneInput } from '../field/field.css.ts';

export const textInput = style([standaloneInput]);
export const textArea = style({ paddingBlock: '0.6em', minHeight: '6em', resize: 'vertical' });
export { control };
