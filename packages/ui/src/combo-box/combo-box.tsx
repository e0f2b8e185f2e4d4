import type { ReactNode } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Group,
  Input,
  ListBox,
  Popover,
} from 'react-aria-components';
import { cx } from '#utils/cx.ts';
import {
  control,
  description as descriptionClass,
  field,
  iconButton,
  input,
  listBox,
  popoverSurface,
} from '#field/field.css.ts';
import { FieldFooter, FieldLabel, type FieldChromeProps } from '#field/field.tsx';
import { Chevron } from '#select/select.tsx';
import { emptyState, popover } from './combo-box.css.ts';

export { SelectItem as ComboBoxItem } from '#select/select.tsx';

export interface ComboBoxProps<T extends object>
  extends Omit<AriaComboBoxProps<T>, 'className' | 'children'>, FieldChromeProps {
  placeholder?: string;
  /** `<ComboBoxItem>`s, or a function of each of `items`/`defaultItems`. */
  children: ReactNode | ((item: T) => ReactNode);
  /** Shown inside the open popover when nothing matches. @default 'No results' */
  emptyText?: string;
  /** @default 'regular' */
  size?: 'regular' | 'small';
  className?: string;
}

/**
 * react-aria's ComboBox: a text input with a filtered listbox (destinations, places). The popover is
 * 600 px wide on desktop (spec 1 §9) and as wide as the field on phones.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  children,
  emptyText = 'No results',
  size = 'regular',
  className,
  ...props
}: ComboBoxProps<T>) {
  return (
    <AriaComboBox {...props} className={cx(field, className)}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <Group className={control({ size })}>
        <Input placeholder={placeholder} className={input} />
        <Button className={iconButton}>
          <Chevron />
        </Button>
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
      <Popover className={cx(popoverSurface, popover)} placement="bottom start">
        <ListBox
          className={listBox}
          renderEmptyState={() => <div className={cx(descriptionClass, emptyState)}>{emptyText}</div>}
        >
          {children}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
