import type { MouseEvent } from 'react';

/**
 * The destination's text is selected when the field gets the focus, so that what the traveller types
 * replaces the chosen place instead of being added to it ("Paris, Franceber"). A keyboard focus
 * selects it already; a pointer would put the caret where it pressed, so the press that focuses the
 * field selects the text instead. Presses inside a field that has the focus place the caret as usual.
 * The light form (first paint) and the react-aria field both do this, so the field behaves the same
 * whenever the hand-over between them happens.
 */
export function selectOnPointerFocus(event: MouseEvent<HTMLElement>) {
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || event.button !== 0 || input === document.activeElement) return;
  event.preventDefault();
  input.focus();
  input.select();
}
