import type { CheckResponse } from '@clubstay/contract/checkout';
import { type PopupName, popupOf } from './popups.ts';

/**
 * The checkout page's flow (spec 2 §4) as a pure reducer: create/fetch, the check polled until
 * finished, a popup when the offer moved, agree, book, the payment of the chosen way, confirmation.
 * The screen performs the calls; this decides what the page shows and allows.
 */
export type Phase =
  | 'starting'
  | 'checking'
  | 'ready'
  | 'agreeing'
  | 'booking'
  | 'paying'
  | 'challenge'
  | 'crypto'
  | 'redirecting'
  | 'expired'
  | 'failed';

/** Messages under CHECKOUT_PAGE.MESSAGES (and the spec's PAYMENT_PANEL keys for the card provider). */
export type MessageKey =
  | 'NO_DATA'
  | 'SERVER'
  | 'CHECK_FAILED'
  | 'BOOK_FAILED'
  | 'HOLD_LIMIT'
  | 'PAYMENT_FAILED'
  | 'AUTHENTICATION_FAILED'
  | 'CARD_PROCESSING'
  | 'PREAUTH_FAILED'
  | 'PAYMENT_NOT_COMPLETED'
  | 'PAYMENT_TIMEOUT'
  | 'PAYBYRD_TIMEOUT'
  | 'PAYBYRD_ERROR'
  | 'CRYPTO_CHANGE_FAILED';

export interface FlowState {
  phase: Phase;
  popup: PopupName | null;
  message: MessageKey | null;
  /** The 3DS page shown in a frame while `challenge`. */
  challengeUrl: string | null;
  offerKey: string | null;
  check: CheckResponse | null;
}

export type FlowEvent =
  | { type: 'loaded'; offerKey: string | null }
  | { type: 'loadFailed' }
  | { type: 'checked'; check: CheckResponse }
  | { type: 'checkFailed' }
  | { type: 'agree' }
  | { type: 'agreed' }
  | { type: 'agreeFailed' }
  | { type: 'closePopup' }
  | { type: 'book' }
  | { type: 'booked'; offerKey: string; crypto: boolean }
  | { type: 'bookRejected' }
  | { type: 'bookFailed'; message?: MessageKey }
  | { type: 'challenge'; url: string }
  | { type: 'challengeDone' }
  | { type: 'paymentFailed'; message: MessageKey }
  | { type: 'paid' }
  | { type: 'expired' }
  | { type: 'dismissMessage' };

export const initialFlow: FlowState = {
  phase: 'starting',
  popup: null,
  message: null,
  challengeUrl: null,
  offerKey: null,
  check: null,
};

/** Phases in which the traveller may press Book / Pay. */
export const canSubmit = (state: FlowState) => state.phase === 'ready' && state.popup === null;
/** Phases in which the form is locked (a call is under way or the page is leaving). */
export const isBusy = (state: FlowState) =>
  ['starting', 'agreeing', 'booking', 'paying', 'challenge', 'redirecting'].includes(state.phase);

/** The phases of a booking under way or done, which a check's answer does not change. */
const BOOKING_PHASES: readonly Phase[] = [
  'booking',
  'paying',
  'crypto',
  'challenge',
  'redirecting',
  'expired',
];

export function flowReducer(state: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'loaded':
      return { ...state, phase: 'checking', offerKey: event.offerKey, message: null };
    case 'loadFailed':
      return { ...state, phase: 'failed', message: 'NO_DATA' };
    // A check answering once the page is ready (the customer check, 1000 ms after the e-mail and
    // country are known) runs behind it: Book stays pressable (a press that landed while it ran was
    // lost: the button went disabled under the finger), and the booking leaves the check behind (the
    // API answers for the offer then). Its finished answer may still open a popup. And a check never
    // takes the page from a booking under way: its answer could come after the booking, and the crypto
    // step or the payment would be lost (the page back to "ready" with the form locked).
    case 'checked': {
      if (BOOKING_PHASES.includes(state.phase)) return state;
      if (!event.check.isFinished)
        return state.phase === 'ready' ? state : { ...state, phase: 'checking', check: event.check };
      return { ...state, phase: 'ready', check: event.check, popup: popupOf(event.check) };
    }
    case 'checkFailed':
      // A failed check ends polling (spec 2 §8); the page stays usable and says so.
      return BOOKING_PHASES.includes(state.phase)
        ? state
        : { ...state, phase: 'ready', message: 'CHECK_FAILED' };
    case 'agree':
      return { ...state, phase: 'agreeing' };
    case 'agreed':
      return { ...state, phase: 'ready', popup: null, message: null };
    case 'agreeFailed':
      return { ...state, phase: 'ready', message: 'SERVER' };
    case 'closePopup':
      return { ...state, popup: null };
    case 'book':
      return { ...state, phase: 'booking', message: null };
    case 'booked':
      return { ...state, phase: event.crypto ? 'crypto' : 'paying', offerKey: event.offerKey };
    case 'bookRejected':
      // 422: the offer must be checked again (with the traveller's e-mail and country), then a popup.
      return { ...state, phase: 'checking' };
    case 'bookFailed':
      return { ...state, phase: 'ready', message: event.message ?? 'BOOK_FAILED' };
    case 'challenge':
      return { ...state, phase: 'challenge', challengeUrl: event.url };
    case 'challengeDone':
      return { ...state, phase: 'paying', challengeUrl: null };
    case 'paymentFailed':
      // The booking stays (same offerKey): the traveller retries with another card.
      return { ...state, phase: 'ready', challengeUrl: null, message: event.message };
    case 'paid':
      return { ...state, phase: 'redirecting', challengeUrl: null, message: null };
    case 'expired':
      // Once booked, the room is held for the payment: the countdown no longer applies.
      return state.offerKey || state.phase === 'redirecting'
        ? state
        : { ...state, phase: 'expired', popup: null };
    case 'dismissMessage':
      return { ...state, message: null };
  }
}
