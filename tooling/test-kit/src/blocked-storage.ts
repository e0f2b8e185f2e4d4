/**
 * Makes reading `localStorage` (or `sessionStorage`) throw, as a browser that blocks storage does
 * (Safari's private mode of old, cookies blocked); returns what puts it back. For jsdom tests.
 */
export function blockStorage(name: 'localStorage' | 'sessionStorage' = 'localStorage'): () => void {
  const original = Object.getOwnPropertyDescriptor(globalThis, name);
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
  return () => {
    if (original) Object.defineProperty(globalThis, name, original);
  };
}
