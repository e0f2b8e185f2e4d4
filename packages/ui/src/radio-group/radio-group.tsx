import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { fieldGroup, type FieldGroupProps } from '#field/field.tsx';
import { dot, options, radio } from './radio-group.css.ts';

export type RadioGroupProps = FieldGroupProps<AriaRadioGroupProps>;

/** react-aria's RadioGroup: one tab stop, arrow keys move the choice (e.g. refundable or not). */
export const RadioGroup = fieldGroup<AriaRadioGroupProps>(AriaRadioGroup, options);

export interface RadioProps extends Omit<AriaRadioProps, 'className' | 'children'> {
  children: ReactNode;
}

export function Radio({ children, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={radio}>
      <span className={dot} aria-hidden />
      {children}
    </AriaRadio>
  );
}
