import { style } from '@vanilla-extract/css';
import { input } from '#field/field.css.ts';

export const numberInput = style([input, { textAlign: 'center' }]);
