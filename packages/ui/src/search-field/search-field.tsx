import {
  Button,
  Group,
  Input,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components';
import { cx } from '#utils/cx.ts';
import { control, field, iconButton, input } from '#field/field.css.ts';
import { FieldFooter, FieldLabel, type FieldChromeProps } from '#field/field.tsx';
import { hiddenWhenEmpty, searchIcon } from './search-field.css.ts';

export interface SearchFieldProps
  extends Omit<AriaSearchFieldProps, 'className' | 'children'>, FieldChromeProps {
  placeholder?: string;
  /** Accessible name of the clear button. @default 'Clear search' */
  clearLabel?: string;
  /** @default 'regular' */
  size?: 'regular' | 'small';
  className?: string;
}

/** react-aria's SearchField: Escape clears, Enter submits, the clear button appears once there is text. */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  clearLabel = 'Clear search',
  size = 'regular',
  className,
  ...props
}: SearchFieldProps) {
  return (
    <AriaSearchField {...props} className={cx(field, className)}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <Group className={control({ size })}>
        <svg viewBox="0 0 24 24" className={searchIcon} aria-hidden focusable="false">
          <path
            fill="currentColor"
            d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z"
          />
        </svg>
        <Input placeholder={placeholder} className={input} />
        <Button aria-label={clearLabel} className={cx(iconButton, hiddenWhenEmpty)}>
          ✕
        </Button>
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaSearchField>
  );
}
