// @vitest-environment jsdom
import { act, useMemo, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenVisible } from './deferred-hydration.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The observers the component made, so a test can say when its element shows. */
let observers: { callback: IntersectionObserverCallback; elements: Element[]; disconnected: boolean }[] = [];
class FakeObserver {
  entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, elements: [], disconnected: false };
    observers.push(this.entry);
  }
  observe(element: Element) {
    this.entry.elements.push(element);
  }
  disconnect() {
    this.entry.disconnected = true;
  }
}
function show() {
  for (const observer of observers.filter((entry) => !entry.disconnected))
    observer.callback(
      observer.elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      observer as unknown as IntersectionObserver,
    );
}

/** React's props on a DOM node: there once the node has hydrated. */
const hydrated = (node: Element | null) =>
  node !== null && Object.keys(node).some((key) => key.startsWith('__reactProps'));

const nothing = () => {};
function Page({ label = 'Stars', onPress = nothing }: { label?: string; onPress?: () => void }) {
  const [count, setCount] = useState(0);
  // The same element while its props are (as the component asks).
  const part = useMemo(
    () => (
      <button type="button" data-testid="inside" onClick={onPress}>
        {label}
      </button>
    ),
    [label, onPress],
  );
  return (
    <main>
      <button type="button" data-testid="outside" onClick={() => setCount(count + 1)}>
        {count}
      </button>
      <HydrateWhenVisible as="aside" aria-label="Filters">
        {part}
      </HydrateWhenVisible>
    </main>
  );
}

let container: HTMLDivElement;
let root: Root | null = null;
beforeEach(() => {
  observers = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  vi.unstubAllGlobals();
});

/** The page as the server sends it (rendered where no window is, as on the server). */
function serverHtml(element: React.ReactElement): string {
  const saved = globalThis.window;
  // @ts-expect-error the server has no window
  delete globalThis.window;
  try {
    return renderToString(element);
  } finally {
    globalThis.window = saved;
  }
}

async function hydrate(element: React.ReactElement) {
  container.innerHTML = serverHtml(element);
  await act(async () => {
    root = hydrateRoot(container, element);
  });
}
const inside = () => container.querySelector('[data-testid="inside"]');
const outside = () => container.querySelector('[data-testid="outside"]');

describe('a part that hydrates when it shows', () => {
  it('is in the server HTML, stays as the server sent it while the page hydrates, and hydrates once it shows', async () => {
    const html = serverHtml(<Page />);
    expect(html).toContain('aria-label="Filters"');
    expect(html).toContain('Stars');
    await hydrate(<Page />);
    expect(hydrated(outside())).toBe(true);
    expect(hydrated(inside())).toBe(false);
    await act(async () => show());
    expect(hydrated(inside())).toBe(true);
    expect(inside()?.textContent).toBe('Stars');
  });

  it('hydrates at once when its content changes before it shows', async () => {
    await hydrate(<Page />);
    expect(hydrated(inside())).toBe(false);
    await act(async () => root?.render(<Page label="Stars (2)" />));
    expect(hydrated(inside())).toBe(true);
    expect(inside()?.textContent).toBe('Stars (2)');
  });

  it('lets the rest of the page respond while it waits, and a press inside it hydrates it and arrives', async () => {
    const onPress = vi.fn();
    await hydrate(<Page onPress={onPress} />);
    await act(async () => (outside() as HTMLButtonElement).click());
    expect(outside()?.textContent).toBe('1');
    expect(hydrated(inside())).toBe(false);
    await act(async () => (inside() as HTMLButtonElement).click());
    expect(hydrated(inside())).toBe(true);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('renders at once where the browser renders the page itself', async () => {
    await act(async () => {
      root = createRoot(container);
      root.render(<Page />);
    });
    expect(hydrated(inside())).toBe(true);
    expect(observers).toHaveLength(0);
  });
});
