import { startTransition, useEffect, useState } from 'react';
import type { StoreApi } from 'zustand';
import { useMediaQuery } from '@clubstay/ui/use-media-query';
import { layout, media } from '@clubstay/design-tokens/layout';
import {
  activeSection,
  easeInOut,
  SCROLL_TO_SECTION_MS,
  scrollDirection,
  type ScrollDirection,
  SECTION_WATCH_MARGIN,
  sectionScrollTarget,
} from '#domain/scroll.ts';

export const usePhone = () => useMediaQuery(media.mobile);

/**
 * A store's state, its changes rendered as a transition: React renders them in slices, between
 * which the browser handles the traveller's taps and scrolls, instead of in one long task (the rooms
 * search's answers re-render every room card; on a phone that was the hotel page's longest task after
 * hydration). Each change is shown once React has rendered it, a frame or two later.
 */
export function useStoreInTransition<State>(store: StoreApi<State>): State {
  const [state, setState] = useState(store.getState);
  // Subscribed before anything writes: the page's store is its own, and the rooms search starts in a
  // later effect (after its code has loaded).
  useEffect(() => store.subscribe((next) => startTransition(() => setState(next))), [store]);
  return state;
}

/**
 * The window's scroll: its direction (moves under 3 px ignored) and whether it is past `collapseAfter`
 * pixels, read once per animation frame.
 */
export function useScrollDirection(collapseAfter: number): { direction: ScrollDirection; beyond: boolean } {
  const [state, setState] = useState<{ direction: ScrollDirection; beyond: boolean }>({
    direction: 'up',
    beyond: false,
  });
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const read = () => {
      frame = 0;
      const y = window.scrollY;
      const direction = scrollDirection(last, y);
      if (direction) last = y;
      setState((previous) => {
        const next = { direction: direction ?? previous.direction, beyond: y > collapseAfter };
        return next.direction === previous.direction && next.beyond === previous.beyond ? previous : next;
      });
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(read);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [collapseAfter]);
  return state;
}

/** True once the element has scrolled out above the viewport (the sticky header's threshold). */
export function useScrolledPast(element: HTMLElement | null | undefined): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    // The band under the shell's header: what hides behind the header counts as scrolled away.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry)
          setPast(!entry.isIntersecting && entry.boundingClientRect.top < (entry.rootBounds?.top ?? 0));
      },
      { rootMargin: `-${layout.headerHeight.md}px 0px 0px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return past;
}

/**
 * The section watcher (spec 2 §2, §9): which section is active, watched with an IntersectionObserver
 * whose band starts 62 px under the top and leaves out the lower 80 % of the viewport.
 */
export function useSectionWatcher<K extends string>(
  order: readonly K[],
  elements: Partial<Record<K, HTMLElement | null>>,
): K | undefined {
  const [active, setActive] = useState<K | undefined>(undefined);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const crossing = new Set<K>();
    const above = new Set<K>();
    const byElement = new Map<Element, K>();
    for (const name of order) {
      const element = elements[name];
      if (element) byElement.set(element, name);
    }
    const update = () => {
      // At the very bottom the last sections can never reach the band: the first one starting in
      // the upper part of the screen wins.
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      const inView = atBottom
        ? order.find((name) => {
            const box = elements[name]?.getBoundingClientRect();
            return box !== undefined && box.top >= 0 && box.top < window.innerHeight * 0.6;
          })
        : undefined;
      setActive(inView ?? activeSection(order, crossing, above) ?? order[0]);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const name = byElement.get(entry.target);
          if (!name) continue;
          if (entry.isIntersecting) crossing.add(name);
          else crossing.delete(name);
          if (entry.boundingClientRect.top < (entry.rootBounds?.top ?? 0)) above.add(name);
          else above.delete(name);
        }
        update();
      },
      { rootMargin: SECTION_WATCH_MARGIN },
    );
    for (const element of byElement.keys()) observer.observe(element);
    let frame = 0;
    const onScroll = () => {
      if (!frame) {
        frame = window.requestAnimationFrame(() => {
          frame = 0;
          update();
        });
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [order, elements]);
  return active ?? order[0];
}

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(media.reducedMotion).matches;

/**
 * Scrolls the window to a section (90 px under the top, 500 ms ease; at once with reduced motion) and
 * then moves keyboard focus to `focusTarget`, so screen readers and keyboards land where the eye does.
 */
export function scrollToSection(element: HTMLElement, focusTarget?: HTMLElement | null): void {
  const target = sectionScrollTarget(element.getBoundingClientRect().top, window.scrollY);
  animateScroll(target, () => focusTarget?.focus({ preventScroll: true }));
}

export function animateScroll(target: number, done?: () => void): void {
  const start = window.scrollY;
  if (reducedMotion() || Math.abs(target - start) < 2 || typeof window.requestAnimationFrame !== 'function') {
    window.scrollTo(0, target);
    done?.();
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const t = (now - began) / SCROLL_TO_SECTION_MS;
    window.scrollTo(0, start + (target - start) * easeInOut(t));
    if (t < 1) window.requestAnimationFrame(step);
    else done?.();
  };
  window.requestAnimationFrame(step);
}
