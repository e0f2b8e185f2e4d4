import { EARLY_INPUT_GLOBAL } from './early-input-script.ts';

/** One event the inline script held: a button pressed, or a form sent (with the button that sent it). */
type HeldEvent = { button: HTMLButtonElement } | { form: HTMLFormElement; submitter: HTMLElement | null };

/** What the inline script leaves on `window`: stops holding and hands over what it held, in order. */
interface EarlyInputHandle {
  /** Hands over what it holds so far, in order (and goes on holding). */
  take(): HeldEvent[];
  /** Whether a finger or button is down on the page and its click has not come yet. */
  pressing(): boolean;
  /** Each field typed in (or box ticked) so far, with its latest content. */
  typed(): [HTMLInputElement | HTMLTextAreaElement, string | boolean][];
  /** Runs `give` (a held event given again) without holding what it sends. */
  through(give: () => void): void;
  /** Stops holding; hands over what it held last. */
  stop(): HeldEvent[];
}

/**
 * What a traveller does to a server-rendered page before its script has hydrated it: a phone on 4G
 * shows the sign-in form a second or more before React can handle it, and people type at once.
 *
 * - Typing and ticking: React hydrates an input keeping what is in it, but its state still holds the
 *   server's value, so the form would send empty fields. The page's inline script notes each field's
 *   latest content; once hydrated, each is told to React as a change, as if typed then.
 * - Pressing and submitting: a button pressed before hydration does nothing, and a form sent then
 *   would go to the server as a plain form (a page reload, the typing lost). The page's inline script
 *   (early-input-script.ts, in the head, so from the first paint) holds both; they are given again, in
 *   order and through React, once the page has hydrated.
 *
 * Called when the app mounts; returns what to run once the page has hydrated.
 */
export function holdEarlyInput(root: HTMLElement): () => void {
  const view = root.ownerDocument.defaultView as
    (Window & { [EARLY_INPUT_GLOBAL]?: EarlyInputHandle }) | null;
  const early = view?.[EARLY_INPUT_GLOBAL];
  // The controls the server rendered: the page is React's once each of them is hydrated.
  const served = [...root.querySelectorAll('button, input, textarea, select, form')];
  const told = new Map<Element, { value: string | boolean; times: number }>();
  const queue: HeldEvent[] = [];
  let started = 0;
  return () => {
    started = Date.now();
    step();
  };

  // React commits the page's frame first and hydrates its Suspense boundaries in later passes (a
  // boundary waiting for code or data, later still); until a control is hydrated React drops an event
  // sent to it. So the inline script goes on holding until every control the server rendered is
  // React's, or a few seconds have passed (a part that never hydrates does not hold the rest back),
  // and each step gives React what it can handle already: the fields it has hydrated, then the held
  // presses and submissions, in order, as far as their controls are hydrated.
  function step() {
    tellTyped();
    queue.push(...(early?.take() ?? []));
    const first = queue[0];
    // What was typed is in React's state before any held press is given again: a press may take its
    // form away (sign-in's "Join" swaps in the join form and carries over the e-mail it has), and the
    // text went with it (seen on a slow phone: the join form came up empty).
    const typing = (early?.typed() ?? []).some(
      ([field, value]) => field.isConnected && !accepted(field, value),
    );
    if (first && !typing && isReady(target(first))) {
      const event = queue.shift() as HeldEvent;
      if (target(event).isConnected) {
        if (early) early.through(() => replay(event));
        else replay(event);
      }
      // The next one after what this one rendered (React flushes before the next task).
      setTimeout(step, 0);
      return;
    }
    const hydrating = served.some((control) => control.isConnected && !isHydrated(control));
    const pressing = Boolean(early?.pressing());
    if ((hydrating || pressing || queue.length > 0) && Date.now() - started < HYDRATION_WAIT_MS) {
      setTimeout(step, 20);
      return;
    }
    // Done: what is left was sent to a part that never hydrated, and is dropped (never posted as a
    // plain form).
    early?.stop();
    if (view && view[EARLY_INPUT_GLOBAL] === early) delete view[EARLY_INPUT_GLOBAL];
    tellTyped();
  }

  /** Tells React what each hydrated field last held, once per content. */
  function tellTyped() {
    // Read every field first: telling React of one change re-renders the form, which puts the other
    // controlled fields back to their state's (the server's) value.
    const fields = (early?.typed() ?? []).filter(
      ([field, value]) => field.isConnected && isHydrated(field) && !accepted(field, value),
    );
    for (const [field, value] of fields) {
      const last = told.get(field);
      told.set(field, { value, times: last?.value === value ? last.times + 1 : 1 });
      tellReact(field, value);
    }
  }

  /**
   * Whether React's state has what was typed in a field: its last render gave the field that value.
   * A field React renders without a value of its own counts once told. A change told while React was
   * still hydrating that part of the page can be dropped (the key `isHydrated` reads is set before
   * React commits), so it is told again, up to a few times: a field whose value the app rewrites (a
   * card number spaced in groups) never matches, and must not hold the presses back for long.
   */
  function accepted(field: HTMLInputElement | HTMLTextAreaElement, value: string | boolean): boolean {
    const last = told.get(field);
    if (!last || last.value !== value) return false;
    if (last.times >= TELL_TIMES) return true;
    const rendered = renderedValue(field, typeof value === 'boolean');
    return rendered === undefined || rendered === value;
  }
}

/**
 * A control React handles now, or one gone from the page (its event is dropped). A form is React's
 * once its fields are too (React may hydrate the form before a part of it): sent earlier, its state
 * would not have what was typed.
 */
const isReady = (element: Element) =>
  !element.isConnected ||
  (isHydrated(element) &&
    (!(element instanceof HTMLFormElement) || [...element.elements].every((control) => isHydrated(control))));

function replay(event: HeldEvent): void {
  if ('button' in event) {
    if (!event.button.disabled) event.button.click();
    return;
  }
  const { form, submitter } = event;
  form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined);
}

const target = (event: HeldEvent): Element => ('button' in event ? event.button : event.form);

/** How many times a typed field's content is told to React before it is taken as accepted. */
const TELL_TIMES = 5;

/**
 * The value (or, for a box, whether ticked) React's last render gave a field, from the props React
 * keeps on the element (as `isHydrated`, pinned by the unit test); `undefined` where it gave none.
 */
function renderedValue(field: Element, box: boolean): string | boolean | undefined {
  const key = Object.keys(field).find((name) => name.startsWith('__reactProps$'));
  const props = key
    ? (field as unknown as Record<string, { value?: unknown; checked?: unknown } | undefined>)[key]
    : undefined;
  const rendered = box ? props?.checked : props?.value;
  return typeof rendered === 'string' || typeof rendered === 'boolean' ? rendered : undefined;
}

/** How long the hand-over waits for the page's controls to hydrate. */
const HYDRATION_WAIT_MS = 10_000;

/**
 * Whether React has hydrated a server-rendered element: it then carries React's fiber key (React
 * does not offer a public way to ask; the unit test pins this to the React in use). The inline
 * script (early-input-script.ts) asks the same with its own `h`, and a form the same way as `isReady`:
 * it cannot import this, so a change here is a change there.
 */
export function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

/**
 * Tells React what a field held when typed in before hydration (React may have put its state's value
 * back since). React notices a change only when the field's value differs from the one it last saw,
 * which it learns through the element's own `value` (or `checked`) property: that is set to another
 * value, the typed one put in through the prototype's setter (unseen), and the event React listens
 * to for the field is sent.
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
  field.value = value === '' ? ' ' : '';
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
