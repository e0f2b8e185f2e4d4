import { cx } from '#utils/cx.ts';
import { mark, name as nameClass, wordmark } from './wordmark.css.ts';

export interface WordmarkProps {
  /** The brand's display name, written in its heading font. */
  name: string;
  className?: string;
}

/** A brand's wordmark: its initial on a mark and its name, in the brand's colours and font. Its text is the link's name. */
export function Wordmark({ name, className }: WordmarkProps) {
  return (
    <span className={cx(wordmark, className)}>
      <span className={mark} aria-hidden>
        {name.charAt(0).toUpperCase()}
      </span>
      <span className={nameClass}>{name}</span>
    </span>
  );
}
