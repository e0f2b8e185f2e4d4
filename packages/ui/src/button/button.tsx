import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
} from 'react-aria-components';
import { cx } from '#utils/cx.ts';
import { button, pendingDot, type ButtonVariants } from './button.css.ts';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  /** Visual weight. @default 'primary' */
  variant?: ButtonVariants['variant'];
  /** 44 px or 32 px high (spec 2 §9). @default 'regular' */
  size?: ButtonVariants['size'];
  className?: string;
}

/**
 * react-aria's Button with the brand's look; keyboard, focus and press behaviour are react-aria's.
 * `isPending` (loading) keeps the button focusable, ignores presses and announces the busy state.
 */
export function Button({ variant, size, className, children, ...props }: ButtonProps) {
  return (
    <AriaButton {...props} className={cx(button({ variant, size }), className)}>
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending ? <span className={pendingDot} aria-hidden /> : null}
          {content}
        </>
      ))}
    </AriaButton>
  );
}
