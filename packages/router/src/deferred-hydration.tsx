import {
  type HTMLAttributes,
  type ReactNode,
  Suspense,
  use,
  useCallback,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';

/**
 * A part of a server-rendered page that hydrates only once it comes within `margin` of the screen.
 * Until then React leaves its server HTML as it is and spends no time on it; a part that is not
 * displayed (the results' filter column on a phone, which opens in a drawer there) never hydrates.
 * Measured on the results page at 4× CPU (tooling/bench/README.md, 2026-11-29): not hydrating the
 * hidden filter column halves a phone's blocking time.
 *
 * How: the part sits in a Suspense boundary whose child, the first time React reaches it (as the
 * page hydrates), waits on the part's gate, so React keeps the boundary's server HTML. The element
 * around the part (`as`, hydrated with the page) is watched, and the gate opens when it intersects.
 * Any later render of the part goes through: new props, a change of context above it, a press inside
 * it (React hydrates the part at once and replays the press). Nothing ever waits on a gate that may
 * never open. A part first rendered in the browser (every page after the first) is never held.
 *
 * Keep `children` the same element while nothing in it changes (memoise it): a new element is an
 * update, which hydrates the part at once.
 */
interface Gate {
  /** The part came with the server's HTML: React mounted it while hydrating. */
  fromServer: boolean;
  held: boolean;
  open: boolean;
  opened: Promise<void>;
  openNow: () => void;
}

function createGate(fromServer: boolean): Gate {
  let resolve!: () => void;
  const gate: Gate = {
    fromServer,
    held: false,
    open: false,
    opened: new Promise<void>((done) => (resolve = done)),
    openNow() {
      if (gate.open) return;
      gate.open = true;
      resolve();
    },
  };
  return gate;
}

function Held({ gate, children }: { gate: Gate; children: ReactNode }) {
  // The server renders every part; in the browser a part waits once, at most.
  if (typeof window !== 'undefined' && gate.fromServer && !gate.open && !gate.held) {
    gate.held = true;
    use(gate.opened);
  }
  return children;
}

const subscribeToNothing = () => () => {};
const clientSnapshot = () => false;
const serverSnapshot = () => true;

type Tag = 'div' | 'aside' | 'section';

export function HydrateWhenVisible({
  as: Element = 'div',
  margin = '200px',
  children,
  ...rest
}: Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  as?: Tag;
  margin?: string;
  children: ReactNode;
  /** Data attributes for the element's styles. */
  [data: `data-${string}`]: string | boolean | undefined;
}) {
  // React reads a store's server snapshot only while it hydrates the component: true when the part
  // came with the server's HTML, whenever React gets to it (a screen hydrates after the page's shell).
  const hydrating = useSyncExternalStore(subscribeToNothing, clientSnapshot, serverSnapshot);
  const [gate] = useState(() => createGate(hydrating));
  const watch = useCallback(
    (element: HTMLElement | null) => {
      if (!element || gate.open || !gate.fromServer) return;
      if (typeof IntersectionObserver === 'undefined') {
        gate.openNow();
        return;
      }
      // An element that is not displayed never intersects: its part stays as the server sent it.
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          gate.openNow();
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [gate, margin],
  );
  // The same boundary element while the children are the same.
  const part = useMemo(
    () => (
      <Suspense fallback={null}>
        <Held gate={gate}>{children}</Held>
      </Suspense>
    ),
    [gate, children],
  );
  return (
    <Element ref={watch} {...rest}>
      {part}
    </Element>
  );
}
