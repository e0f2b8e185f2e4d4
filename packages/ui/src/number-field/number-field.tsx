import {
  Button,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { cx } from '#utils/cx.ts';
import { control, field, iconButton } from '#field/field.css.ts';
import { FieldFooter, FieldLabel, type FieldChromeProps } from '#field/field.tsx';
import { numberInput } from './number-field.css.ts';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'className' | 'children'>, FieldChromeProps {
  /** @default 'regular' */
  size?: 'regular' | 'small';
  className?: string;
}

/**
 * react-aria's NumberField (locale-aware parsing, arrow keys, spin-button role) with − and + steppers,
 * e.g. guests per room.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  size = 'regular',
  className,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={cx(field, className)}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <Group className={control({ size })}>
        <Button slot="decrement" className={iconButton}>
          −
        </Button>
        <Input className={numberInput} />
        <Button slot="increment" className={iconButton}>
          +
        </Button>
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
