import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Select, SelectItem } from '@clubstay/ui/select';
import { SelectTrigger } from '@clubstay/ui/select-trigger';
import { lazyPart, type Start, useStart, useUpgrade } from './upgrade.ts';

afterEach(cleanup);

// jsdom has no CSS.escape, which react-aria uses to find the selected option.
const css = ((globalThis as { CSS?: { escape?: (value: string) => string } }).CSS ??= {});
css.escape ??= (value: string) => value.replace(/["\\]/g, '\\$&');

/** The loaded half: the real react-aria Select, started the way the light trigger asks. */
function RealPicker({ start }: { start: Start }) {
  const { anchor, isOpen, onOpenChange } = useStart(start);
  return (
    <span ref={anchor} style={{ display: 'contents' }}>
      <Select
        aria-label="Currency"
        selectedKey="EUR"
        items={[{ id: 'EUR' }, { id: 'GBP' }]}
        isOpen={isOpen}
        onOpenChange={onOpenChange}
      >
        {(item) => <SelectItem>{item.id}</SelectItem>}
      </Select>
    </span>
  );
}

function setup(load = vi.fn(() => Promise.resolve({ RealPicker }))) {
  const part = lazyPart(load);
  function Picker() {
    const { real, triggerProps } = useUpgrade(part);
    if (real) return <real.module.RealPicker start={real.start} />;
    return <SelectTrigger aria-label="Currency" value="EUR" {...triggerProps} />;
  }
  render(
    <>
      <Picker />
      <button type="button">after</button>
    </>,
  );
  return { load };
}

describe('light triggers upgraded on first interaction', () => {
  it('renders a plain named button and loads nothing before an interaction', () => {
    const { load } = setup();
    const trigger = screen.getByRole('button', { name: 'EUR Currency' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('listbox');
    expect(trigger.hasAttribute('data-rac')).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('a press opens the real Select with focus inside; Escape returns focus to its trigger', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'EUR Currency' }));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(listbox.contains(document.activeElement)).toBe(true));
    const real = screen.getByRole('button', { name: /EUR.*Currency/, hidden: true });
    expect(real.hasAttribute('data-rac')).toBe(true);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(real));
  });

  it('focus only fetches; hovering swaps in the real Select, closed and keeping focus', async () => {
    const { load } = setup();
    const trigger = screen.getByRole('button', { name: 'EUR Currency' });
    act(() => trigger.focus());
    expect(load).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'EUR Currency' }).hasAttribute('data-rac')).toBe(false);
    fireEvent.pointerEnter(trigger);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /EUR.*Currency/ }).hasAttribute('data-rac')).toBe(true),
    );
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /EUR.*Currency/ }));
    expect(load).toHaveBeenCalledOnce();
  });

  it('a press whose part arrives between pointer down and click still opens it (the light trigger stays until the click)', async () => {
    let arrive = () => {};
    const load = vi.fn(
      () =>
        new Promise<{ RealPicker: typeof RealPicker }>((resolve) => (arrive = () => resolve({ RealPicker }))),
    );
    setup(load);
    const trigger = screen.getByRole('button', { name: 'EUR Currency' });
    fireEvent.pointerEnter(trigger);
    fireEvent.pointerDown(trigger);
    await act(async () => arrive());
    expect(trigger.isConnected).toBe(true);
    fireEvent.pointerUp(trigger);
    fireEvent.click(trigger);
    expect(await screen.findByRole('listbox')).toBeTruthy();
  });
});
