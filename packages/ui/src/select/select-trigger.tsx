import { type ButtonHTMLAttributes, type Ref, useId } from 'react';
import { cx } from '#utils/cx.ts';
import { control, field } from '#field/field.css.ts';
import { chevron, lightTrigger, trigger, value as valueClass } from './select.css.ts';

/** A chevron that points down, shared by pickers. */
export function Chevron({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 16 16" className={cx(chevron, className)} aria-hidden focusable="false">
      <path fill="currentColor" d="M3.2 5.6 8 10.4l4.8-4.8 1 1L8 12.4 2.2 6.6z" />
    </svg>
  );
}

export interface SelectTriggerProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'value'
> {
  /** The selected option's text, shown in the button. */
  value: string;
  /** The picker's name (it has no visible label). */
  'aria-label': string;
  /** @default 'regular' */
  size?: 'regular' | 'small';
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A Select's closed look without react-aria: a plain `<button>` named "value, label" like the
 * Select's own trigger, for a page's first render. The caller loads the real `Select` when it is
 * pressed (or hovered) and opens it in its place; see `@clubstay/ui/select`.
 */
export function SelectTrigger({
  value,
  size = 'regular',
  className,
  ref,
  id: givenId,
  ...props
}: SelectTriggerProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const valueId = `${id}-value`;
  return (
    <div className={cx(field, className)}>
      <button
        type="button"
        aria-haspopup="listbox"
        aria-expanded="false"
        {...props}
        ref={ref}
        id={id}
        aria-labelledby={`${valueId} ${id}`}
        className={cx(control({ size }), trigger, lightTrigger)}
      >
        <span id={valueId} className={valueClass}>
          {value}
        </span>
        <Chevron />
      </button>
    </div>
  );
}
