import type { ButtonHTMLAttributes } from 'react';
import { cx } from '#utils/cx.ts';
import { button, native, nativeHover, type ButtonVariants } from './button.css.ts';

export interface NativeButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** @default 'primary' */
  variant?: ButtonVariants['variant'];
  /** @default 'regular' */
  size?: ButtonVariants['size'];
}

/**
 * The Button's look on a plain `<button type="button">`, without react-aria: for the few buttons of a
 * page's first render (the app shell's error, maintenance and cookie screens) that need nothing of
 * react-aria's press handling, so react-aria stays out of every page's first script.
 */
export function NativeButton({ variant, size, className, type = 'button', ...props }: NativeButtonProps) {
  return (
    <button
      {...props}
      type={type}
      className={cx(button({ variant, size }), native, nativeHover({ variant }), className)}
    />
  );
}
