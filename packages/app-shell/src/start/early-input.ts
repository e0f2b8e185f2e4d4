/**
 * What a traveller does to a server-rendered page before its script has hydrated it: a phone on 4G
 * shows the sign-in form a second or more before React can handle it, and people type at once.
 *
 * - Typing and ticking: React hydrates an input keeping what is in it, but its state still holds the
 *   server's value, so the form would send empty fields. After hydration each field whose content
 *   differs from what the server rendered is told to React as a change, as if typed then.
 * - Pressing and submitting: a button pressed before hydration does nothing, and a form sent then
 *   would go to the server as a plain form (a page reload, the typing lost). Both are held and given
 *   again, in order and through React, once the page has hydrated.
 */
export function holdEarlyInput(root: HTMLElement): () => void {
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  const clicks: HTMLButtonElement[] = [];
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement) || !root.contains(event.target)) return;
    event.preventDefault();
    event.stopPropagation();
    held = { form: event.target, submitter: event.submitter };
  };
  // A button pressed before hydration ("Join with an invitation", "Send code") would do nothing: the
  // press is kept and given again once React handles it. Links and boxes keep their own behaviour.
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button) || button.disabled) return;
    event.preventDefault();
    event.stopPropagation();
    clicks.push(button);
  };
  const doc = root.ownerDocument;
  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener('click', onClick, true);

  return () => {
    doc.removeEventListener('submit', onSubmit, true);
    doc.removeEventListener('click', onClick, true);
    // Read every field first: telling React of one change re-renders the form, which puts the other
    // controlled fields back to their state's (the server's) value.
    const changed = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].flatMap(
      (field) => {
        const typed = typedValue(field);
        return typed === null ? [] : [{ field, typed }];
      },
    );
    for (const { field, typed } of changed) if (field.isConnected) tellReact(field, typed);
    const submit = held;
    held = null;
    // In order, each after what the one before it rendered (React flushes before the next task).
    const replays = [
      ...clicks.splice(0).map((button) => () => button.isConnected && !button.disabled && button.click()),
      ...(submit
        ? [
            () => {
              const { form, submitter } = submit;
              if (form.isConnected) form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined);
            },
          ]
        : []),
    ];
    const next = () => {
      const replay = replays.shift();
      if (!replay) return;
      replay();
      setTimeout(next, 0);
    };
    setTimeout(next, 0);
  };
}

const CHECKABLE = new Set(['checkbox', 'radio']);
const NOT_TYPED = new Set(['hidden', 'submit', 'button', 'reset', 'file', 'image']);

/** What the traveller put in a field before hydration, or null when it is as the server rendered it. */
function typedValue(field: HTMLInputElement | HTMLTextAreaElement): string | boolean | null {
  if (field instanceof HTMLInputElement && CHECKABLE.has(field.type))
    return field.checked === field.defaultChecked ? null : field.checked;
  if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) return null;
  return field.value === field.defaultValue ? null : field.value;
}

/**
 * Tells React a field changed before hydration. React notices a change only when the field's value
 * differs from the one it last saw, which it learns through the element's own `value` (or `checked`)
 * property: that is set to the other value, the typed one put in through the prototype's setter
 * (unseen), and the event React listens to for the field is sent.
 */
function tellReact(field: HTMLInputElement | HTMLTextAreaElement, typed: string | boolean): void {
  if (typeof typed === 'boolean' && field instanceof HTMLInputElement) {
    field.checked = !typed;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(field, typed);
    // A plain event, not a MouseEvent: it does not toggle the box again.
    field.dispatchEvent(new Event('click', { bubbles: true }));
    return;
  }
  const value = String(typed);
  field.value = field.value === value ? field.defaultValue : field.value;
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
