import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { button, type ButtonVariants } from './button.css.ts';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  /** Visual weight. @default 'primary' */
  variant?: ButtonVariants['variant'];
  /** 44 px or 32 px high (spec 2 §9). @default 'regular' */
  size?: ButtonVariants['size'];
  className?: string;
}

/** react-aria's Button with the brand's look; keyboard, focus and press behaviour are react-aria's. */
export function Button({ variant, size, className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={[button({ variant, size }), className].filter(Boolean).join(' ')} />;
}
