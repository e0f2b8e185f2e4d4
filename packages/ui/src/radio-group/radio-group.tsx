import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { cx } from '#utils/cx.ts';
import { field } from '#field/field.css.ts';
import { FieldFooter, FieldLabel, type FieldChromeProps } from '#field/field.tsx';
import { dot, options, radio } from './radio-group.css.ts';

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'className' | 'children'>, FieldChromeProps {
  children: ReactNode;
  className?: string;
}

/** react-aria's RadioGroup: one tab stop, arrow keys move the choice (e.g. refundable or not). */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={cx(field, className)}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <div className={options}>{children}</div>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}

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
