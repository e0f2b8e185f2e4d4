import type { ReactNode } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  Popover,
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  SelectValue,
} from 'react-aria-components';
import { cx } from '#utils/cx.ts';
import { control, field, listBox, option, popoverSurface } from '#field/field.css.ts';
import { FieldFooter, FieldLabel, type FieldChromeProps } from '#field/field.tsx';
import { popover, trigger, value } from './select.css.ts';
import { Chevron } from './select-trigger.tsx';

export interface SelectProps<T extends object>
  extends Omit<AriaSelectProps<T>, 'className' | 'children'>, FieldChromeProps {
  /** The options, for a dynamic collection rendered by `children`. */
  items?: Iterable<T>;
  /** `<SelectItem>`s, or a function of each of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  /** @default 'regular' */
  size?: 'regular' | 'small';
  className?: string;
}

export { Chevron } from './select-trigger.tsx';

/** react-aria's Select: a button that opens a listbox; type-ahead, arrow keys and a hidden native select for forms. */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  size = 'regular',
  className,
  ...props
}: SelectProps<T>) {
  return (
    <AriaSelect {...props} className={cx(field, className)}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <Button className={cx(control({ size }), trigger)}>
        <SelectValue className={value} />
        <Chevron />
      </Button>
      <FieldFooter description={description} errorMessage={errorMessage} />
      <Popover className={cx(popoverSurface, popover)}>
        <ListBox items={items} className={listBox}>
          {children}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

/** One option of a Select or ComboBox. */
export function SelectItem(props: Omit<ListBoxItemProps, 'className'>) {
  return <ListBoxItem {...props} className={option} />;
}
