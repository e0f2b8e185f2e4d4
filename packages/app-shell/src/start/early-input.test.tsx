import { act, type ComponentType, lazy, type ReactElement, Suspense, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { holdEarlyInput, isHydrated } from './early-input.ts';
import { EARLY_INPUT_GLOBAL, EARLY_INPUT_SCRIPT } from './early-input-script.ts';

/** The app's own change to the e-mail field (as a combobox's pick), for the test that needs it. */
const picks: ((email: string) => void)[] = [];

function SignIn({ onSend }: { onSend: (values: object) => void }) {
  const [email, setEmail] = useState('');
  useEffect(() => {
    picks.push(setEmail);
  }, []);
  const [agreed, setAgreed] = useState(false);
  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        onSend({ email, agreed });
      }}
    >
      <input aria-label="E-mail" value={email} onChange={(event) => setEmail(event.target.value)} />
      <input
        aria-label="Agree"
        type="checkbox"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      <button type="button" onClick={() => onSend({ joined: true })}>
        Join
      </button>
      <button type="submit">Sign in</button>
    </form>
  );
}

function one<T extends Element>(root: Element, selector: string): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
}

/** A server-rendered page: the head's inline script has run, the root holds the server's HTML. */
function serverPage(element: ReactElement): HTMLElement {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // A page has one inline script: an earlier test's, still holding (its hand-over may wait for a part
  // that never hydrates), would take this page's presses too and give them again.
  (window as unknown as Record<string, { stop(): unknown } | undefined>)[EARLY_INPUT_GLOBAL]?.stop();
  window.eval(EARLY_INPUT_SCRIPT);
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  root.innerHTML = renderToString(element);
  return root;
}

/** Lets timers and React run (in act) until `check` passes, for up to two seconds. */
async function settle(check: () => void): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      check();
      return;
    } catch {
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }
  }
  check();
}

describe('holdEarlyInput', () => {
  it('hands what was typed, ticked, pressed and sent before the script ran to React once it has hydrated', async () => {
    const onSend = vi.fn();
    const root = serverPage(<SignIn onSend={onSend} />);

    // The traveller, before the script has run.
    const email = one<HTMLInputElement>(root, 'input[aria-label="E-mail"]');
    email.value = 'ada@example.com';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    one<HTMLInputElement>(root, 'input[type="checkbox"]').click();
    const navigated = vi.fn();
    document.addEventListener('submit', (event) => {
      if (!event.defaultPrevented) navigated();
    });
    one<HTMLButtonElement>(root, 'button[type="button"]').click();
    one<HTMLButtonElement>(root, 'button[type="submit"]').click();
    expect(navigated).not.toHaveBeenCalled();

    // The app's script starts later, then hydrates.
    const release = holdEarlyInput(root);
    await act(async () => {
      hydrateRoot(root, <SignIn onSend={onSend} />);
    });
    expect(onSend).not.toHaveBeenCalled();
    act(release);
    await settle(() =>
      expect(onSend.mock.calls).toEqual([[{ joined: true }], [{ email: 'ada@example.com', agreed: true }]]),
    );
    expect(email.value).toBe('ada@example.com');

    // Once handed over, presses are React's own: nothing is held any more.
    one<HTMLButtonElement>(root, 'button[type="button"]').click();
    expect(onSend).toHaveBeenCalledTimes(3);
    root.remove();
  });

  it('waits for the part of the page the press was in: React hydrates Suspense boundaries after the first commit', async () => {
    const onSend = vi.fn();
    const root = serverPage(
      <Suspense fallback={null}>
        <SignIn onSend={onSend} />
      </Suspense>,
    );
    const email = one<HTMLInputElement>(root, 'input[aria-label="E-mail"]');
    email.value = 'grace@example.com';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    const join = one<HTMLButtonElement>(root, 'button[type="button"]');
    join.click();

    // The boundary's code comes in after the page's frame has hydrated.
    let arrive = () => {};
    const code = new Promise<{ default: typeof SignIn }>((resolve) => {
      arrive = () => resolve({ default: SignIn });
    });
    const Late = lazy(() => code);
    const release = holdEarlyInput(root);
    const page = (send: typeof onSend) => (
      <Suspense fallback={null}>
        <Late onSend={send} />
      </Suspense>
    );
    let hydrated: ReturnType<typeof hydrateRoot> | null = null;
    await act(async () => {
      hydrated = hydrateRoot(root, page(onSend));
    });
    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 60));
    });
    expect(isHydrated(join)).toBe(false);
    expect(onSend).not.toHaveBeenCalled();
    await act(async () => {
      arrive();
      await code;
    });
    expect(isHydrated(join)).toBe(true);
    // A render around the hand-over (a store restored from storage) would put the state's empty value
    // back: the field is told to React as soon as it is hydrated.
    await act(async () => {
      hydrated?.render(page(vi.fn((values: object) => void onSend(values))));
    });
    await settle(() => expect(onSend.mock.calls).toEqual([[{ joined: true }]]));
    await settle(() => expect(email.value).toBe('grace@example.com'));
    // The e-mail typed meanwhile is React's too: sending the form now sends it.
    await act(async () => {
      one<HTMLButtonElement>(root, 'button[type="submit"]').click();
    });
    expect(onSend.mock.calls[1]).toEqual([{ email: 'grace@example.com', agreed: false }]);
    root.remove();
  });

  it('leaves what React has hydrated to React while another part still hydrates', async () => {
    const onSend = vi.fn();
    // A part whose code never arrives in this test: its button stays the server's.
    const Later = () => <button type="button">Later</button>;
    const LateLater = lazy(() => new Promise<{ default: typeof Later }>(() => {}));
    const page = (Part: ComponentType) => (
      <>
        <SignIn onSend={onSend} />
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </>
    );
    const root = serverPage(page(Later));
    const release = holdEarlyInput(root);
    await act(async () => {
      hydrateRoot(root, page(LateLater));
    });
    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 60));
    });
    // The hand-over still waits for the late part.
    expect(window).toHaveProperty('__clubstayEarlyInput');
    // A press on the hydrated part is React's at once, not held and given again later.
    one<HTMLButtonElement>(root, 'button[type="button"]').click();
    expect(onSend.mock.calls).toEqual([[{ joined: true }]]);
    // Typing there is React's too: what the app makes of it (a combobox's pick) is not undone later by
    // the typed text.
    const email = one<HTMLInputElement>(root, 'input[aria-label="E-mail"]');
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(email, 'Fran');
      email.dispatchEvent(new Event('input', { bubbles: true }));
      picks.at(-1)?.('France');
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    expect(email.value).toBe('France');
    root.remove();
  });

  it('gives a press again only once React has what was typed, telling it again if it dropped the change', async () => {
    // React drops a change told while it still hydrates that part of the page (the element has its
    // key before React commits): the field's first change is dropped here the same way, and "Join",
    // which carries the e-mail of its render over, must not be pressed before the second one lands.
    const onSend = vi.fn();
    let drop = true;
    function Join() {
      const [email, setEmail] = useState('');
      return (
        <form>
          <input
            aria-label="E-mail"
            value={email}
            onChange={(event) => {
              if (drop) drop = false;
              else setEmail(event.target.value);
            }}
          />
          <button
            type="button"
            onClick={() => {
              onSend({ joined: email });
            }}
          >
            Join
          </button>
        </form>
      );
    }
    const root = serverPage(<Join />);
    one<HTMLButtonElement>(root, 'button').click();
    const email = one<HTMLInputElement>(root, 'input');
    email.value = 'grace@example.com';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    const release = holdEarlyInput(root);
    await act(async () => {
      hydrateRoot(root, <Join />);
    });
    act(release);
    await settle(() => expect(onSend.mock.calls).toEqual([[{ joined: 'grace@example.com' }]]));
    root.remove();
  });

  it('lets a press that began before the hand-over finish first, then gives it to React', async () => {
    const onSend = vi.fn();
    const root = serverPage(<SignIn onSend={onSend} />);
    const join = one<HTMLButtonElement>(root, 'button[type="button"]');
    join.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const release = holdEarlyInput(root);
    await act(async () => {
      hydrateRoot(root, <SignIn onSend={onSend} />);
    });
    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 60));
    });
    // Still held: the finger is down; its click comes now and is given to React.
    expect(window).toHaveProperty('__clubstayEarlyInput');
    join.click();
    await settle(() => expect(onSend.mock.calls).toEqual([[{ joined: true }]]));
    root.remove();
  });
});
