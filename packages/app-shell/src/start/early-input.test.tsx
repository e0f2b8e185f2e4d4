import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { holdEarlyInput } from './early-input.ts';

function SignIn({ onSend }: { onSend: (values: object) => void }) {
  const [email, setEmail] = useState('');
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
      <input aria-label="Agree" type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
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

describe('holdEarlyInput', () => {
  it('hands what was typed, ticked, pressed and sent before hydration to React once it has hydrated', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const onSend = vi.fn();
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = renderToString(<SignIn onSend={onSend} />);
    const release = holdEarlyInput(root);

    // The traveller, before the script has run.
    const email = one<HTMLInputElement>(root, 'input[aria-label="E-mail"]');
    email.value = 'ada@example.com';
    one<HTMLInputElement>(root, 'input[type="checkbox"]').checked = true;
    const navigated = vi.fn();
    document.addEventListener('submit', (event) => {
      if (!event.defaultPrevented) navigated();
    });
    one<HTMLButtonElement>(root, 'button[type="button"]').click();
    one<HTMLButtonElement>(root, 'button[type="submit"]').click();
    expect(navigated).not.toHaveBeenCalled();

    await act(async () => {
      hydrateRoot(root, <SignIn onSend={onSend} />);
    });
    expect(onSend).not.toHaveBeenCalled();
    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(onSend.mock.calls).toEqual([[{ joined: true }], [{ email: 'ada@example.com', agreed: true }]]);
    expect(email.value).toBe('ada@example.com');
  });
});
