import { Children, type ReactNode, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { cx } from '#utils/cx.ts';
import {
  counter,
  nav,
  next as nextClass,
  previous as previousClass,
  root,
  slide,
  track,
} from './carousel.css.ts';

export interface CarouselProps {
  /** Names the carousel region ("Photos of the Deluxe room"). */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** Texts for screen readers. @default English */
  labels?: { previous: string; next: string; slide: (position: number, total: number) => string };
  className?: string;
}

const ENGLISH = {
  previous: 'Previous slide',
  next: 'Next slide',
  slide: (p: number, n: number) => `${p} of ${n}`,
};

/**
 * A swipeable strip of slides (room photos) with previous/next buttons and a "2 / 5" counter, after the
 * WAI-ARIA carousel pattern (region + slide groups). Native scroll snapping does the swiping.
 */
export function Carousel({ label, children, labels = ENGLISH, className }: CarouselProps) {
  const slides = Children.toArray(children);
  const total = slides.length;
  const [index, setIndex] = useState(0);
  const trackRef = useRef<HTMLDivElement>(null);

  const go = (target: number) => {
    const clamped = Math.max(0, Math.min(total - 1, target));
    setIndex(clamped);
    const element = trackRef.current?.children[clamped];
    const box = trackRef.current;
    if (element instanceof HTMLElement && box && typeof box.scrollTo === 'function') {
      box.scrollTo({ left: element.offsetLeft - box.offsetLeft, behavior: 'smooth' });
    }
  };

  // Swipes move the scroll position; the counter follows the slide nearest to the left edge.
  const onScroll = () => {
    const box = trackRef.current;
    if (!box || box.clientWidth === 0) return;
    const first = box.children[0];
    const second = box.children[1];
    const step =
      first instanceof HTMLElement && second instanceof HTMLElement
        ? second.offsetLeft - first.offsetLeft
        : box.clientWidth;
    setIndex(Math.max(0, Math.min(total - 1, Math.round(box.scrollLeft / step))));
  };

  return (
    <section aria-roledescription="carousel" aria-label={label} className={cx(root, className)}>
      {/* Focusable so keyboard users can scroll it too; arrow keys move one slide. */}
      <div
        ref={trackRef}
        className={track}
        onScroll={onScroll}
        tabIndex={0}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') go(index + 1);
          if (event.key === 'ArrowLeft') go(index - 1);
        }}
      >
        {slides.map((child, position) => (
          <div
            key={position}
            role="group"
            aria-roledescription="slide"
            aria-label={labels.slide(position + 1, total)}
            className={slide}
          >
            {child}
          </div>
        ))}
      </div>
      {total > 1 ? (
        <>
          <Button
            aria-label={labels.previous}
            isDisabled={index === 0}
            onPress={() => go(index - 1)}
            className={cx(nav, previousClass)}
          >
            ‹
          </Button>
          <Button
            aria-label={labels.next}
            isDisabled={index === total - 1}
            onPress={() => go(index + 1)}
            className={cx(nav, nextClass)}
          >
            ›
          </Button>
          <span className={counter} aria-hidden>
            {index + 1} / {total}
          </span>
        </>
      ) : null}
    </section>
  );
}
