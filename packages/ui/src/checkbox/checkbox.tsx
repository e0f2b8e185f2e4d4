import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { cx } from '#utils/cx.ts';
import { fieldGroup, type FieldGroupProps } from '#field/field.tsx';
import { box, checkbox, group, mark } from './checkbox.css.ts';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'children'> {
  children?: ReactNode;
  className?: string;
}

/** react-aria's Checkbox (a real, visually hidden input), with a tick or a dash when indeterminate. */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={cx(checkbox, className)}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={box} aria-hidden>
            {isIndeterminate ? (
              <svg viewBox="0 0 16 16" className={mark}>
                <path d="M3 8h10" />
              </svg>
            ) : isSelected ? (
              <svg viewBox="0 0 16 16" className={mark}>
                <path d="M3 8.5 6.5 12 13 4.5" />
              </svg>
            ) : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}

export type CheckboxGroupProps = FieldGroupProps<AriaCheckboxGroupProps>;

/** react-aria's CheckboxGroup: a labelled group whose value is the list of checked values (e.g. stars 4 and 5). */
export const CheckboxGroup = fieldGroup<AriaCheckboxGroupProps>(AriaCheckboxGroup, group);
