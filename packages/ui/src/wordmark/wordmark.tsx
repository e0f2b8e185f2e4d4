import { mark, markLetter, name as nameClass, wordmark } from './wordmark.css.ts';

export interface WordmarkProps {
  /** The brand's display name, written in its heading font. */
  name: string;
  className?: string;
}

/** A brand's wordmark: a round mark and its name, in the brand's colours and font. Its text is the link's name. */
export function Wordmark({ name, className }: WordmarkProps) {
  return (
    <span className={[wordmark, className].filter(Boolean).join(' ')}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden focusable="false">
        <circle cx="16" cy="16" r="16" className={mark} />
        <path d="M16 7a9 9 0 1 0 8.5 12h-4.6a5 5 0 1 1 0-6h4.6A9 9 0 0 0 16 7Z" className={markLetter} />
      </svg>
      <span className={nameClass}>{name}</span>
    </span>
  );
}
