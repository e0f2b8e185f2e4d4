import {
  Input,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { cx } from '#utils/cx.ts';
import { field } from '#field/field.css.ts';
import { FieldFooter, FieldLabel, type FieldChromeProps } from '#field/field.tsx';
import { control, textArea, textInput } from './text-field.css.ts';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'>, FieldChromeProps {
  placeholder?: string;
  /** 44 px or 34 px high (spec 2 §9). @default 'regular' */
  size?: 'regular' | 'small';
  /** A multi-line text area instead of a one-line input. @default false */
  multiline?: boolean;
  className?: string;
}

/** react-aria's TextField: label, input, description and validation error, all linked for screen readers. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  size = 'regular',
  multiline = false,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={cx(field, className)}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      {multiline ? (
        <TextArea placeholder={placeholder} className={cx(control({ size }), textInput, textArea)} />
      ) : (
        <Input placeholder={placeholder} className={cx(control({ size }), textInput)} />
      )}
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
