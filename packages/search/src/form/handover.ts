/** The search form's fields, as marked with `data-field` in both the light and the react-aria form. */
export type FieldName = 'destination' | 'dates' | 'rooms' | 'search' | 'businessTrip';

/**
 * What the light form (home page, first paint) hands to the react-aria form that replaces it once its
 * code has loaded: the field with the focus, the destination text typed so far and its selection, and
 * the picker the traveller pressed before the code arrived.
 */
export interface Handover {
  focus?: FieldName | undefined;
  /** The text in the destination input, when it differs from the chosen place. */
  text?: string | undefined;
  /** The destination input's selection (caret) when it had the focus. */
  selection?: [number, number] | undefined;
  /** A picker pressed before the code arrived: it opens. */
  open?: 'destination' | 'dates' | 'rooms' | undefined;
}
