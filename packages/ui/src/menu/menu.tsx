import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type MenuItemProps,
  type MenuProps as AriaMenuProps,
  Popover,
  Separator,
} from 'react-aria-components';
import { cx } from '#utils/cx.ts';
import { listBox, option, popoverSurface } from '#field/field.css.ts';
import { popover, separator } from './menu.css.ts';

export { MenuTrigger } from 'react-aria-components';

export interface MenuProps<T extends object> extends Omit<AriaMenuProps<T>, 'className'> {
  children: ReactNode | ((item: T) => ReactNode);
}

/** react-aria's Menu in a Popover: arrow keys, type-ahead, Escape; put it in a `<MenuTrigger>` after its button. */
export function Menu<T extends object>(props: MenuProps<T>) {
  return (
    <Popover className={cx(popoverSurface, popover)} placement="bottom end">
      <AriaMenu {...props} className={listBox} />
    </Popover>
  );
}

export function MenuItem(props: Omit<MenuItemProps, 'className'>) {
  return <AriaMenuItem {...props} className={option} />;
}

export function MenuSeparator() {
  return <Separator className={separator} />;
}
