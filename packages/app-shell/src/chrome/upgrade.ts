import { useEffect, useRef, useState } from 'react';

/** How a part loaded on first interaction starts: opened (it was pressed), focused, or as it is. */
export type Start = 'open' | 'focus' | null;

interface LazyPart<M> {
  /** The module when it has loaded. */
  get(): M | undefined;
  /** Loads the module once for the page (again after a failure). */
  load(): Promise<M>;
}

/** A module of the header loaded on first need, shared by every trigger that needs it. */
export function lazyPart<M>(load: () => Promise<M>): LazyPart<M> {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    get: () => loaded,
    load: () =>
      (pending ??= load().then(
        (module) => (loaded = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
  };
}

/**
 * A light trigger (a plain `<button>`) that becomes the real react-aria component on first
 * interaction: hovering it loads the part and swaps it in (so react-aria handles the press itself),
 * focusing it only starts the load, and pressing it (click, Enter, Space, or the arrow keys of a
 * picker) swaps it in opened. `real` is what to render instead of the light trigger, with how it
 * starts: the real component focuses its own trigger (the light one is gone) and opens when pressed.
 */
export function useUpgrade<M>(part: LazyPart<M>) {
  const [real, setReal] = useState<{ module: M; start: Start } | null>(null);
  const focused = useRef(false);
  const opening = useRef(false);
  /** A finger or button is down on the light trigger: its click is coming and swaps in opened. */
  const pressing = useRef(false);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const swap = (module: M) => {
    // Not under a press: swapped then, the light trigger would be gone before its click (the press
    // lost: seen in CI, where the hover's load landed between pointer down and click).
    if (pressing.current && !opening.current) return;
    const start: Start = opening.current ? 'open' : focused.current ? 'focus' : null;
    setReal((previous) => previous ?? { module, start });
  };
  const upgrade = () => {
    // Loaded already (another trigger's): swap in this event, not a promise later.
    const loaded = part.get();
    if (loaded !== undefined) return swap(loaded);
    part.load().then(
      (module) => {
        if (live.current) swap(module);
      },
      () => {
        // Offline: the light trigger stays; the next press tries again.
        opening.current = false;
      },
    );
  };
  const open = () => {
    pressing.current = false;
    opening.current = true;
    upgrade();
  };
  /** A press that ends without a click (dragged away): swapped in as a hover would. */
  const release = () => {
    if (!pressing.current) return;
    pressing.current = false;
    upgrade();
  };
  return {
    real,
    triggerProps: {
      onPointerEnter: upgrade,
      onPointerDown: () => {
        pressing.current = true;
        upgrade();
      },
      onPointerCancel: release,
      onPointerLeave: release,
      onFocus: () => {
        focused.current = true;
        part.load().catch(() => undefined);
      },
      onBlur: () => {
        focused.current = false;
      },
      onClick: open,
      onKeyDown: (event: { key: string; preventDefault(): void }) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          open();
        }
      },
    },
  };
}

/**
 * The other half, in the loaded part: focuses the real trigger (found in `anchor`) when the light one
 * had focus or was pressed, then opens, so react-aria's overlay returns focus to it when it closes.
 */
export function useStart(start: Start) {
  const anchor = useRef<HTMLSpanElement>(null);
  const [isOpen, setOpen] = useState(false);
  const first = useRef(start);
  useEffect(() => {
    const how = first.current;
    if (!how) return;
    anchor.current?.querySelector('button')?.focus();
    if (how === 'open') setOpen(true);
  }, []);
  return { anchor, isOpen, onOpenChange: setOpen };
}
