import { create } from 'zustand';

export type AuthKind = 'sign-in' | 'sign-up' | 'reset';

/**
 * Which auth modal is open over the current page (spec 1 §2: sign in, sign up and reset as modals).
 * A store of its own, so the header can open a modal without loading the forms up front.
 */
export const useAuthModal = create<{ open: AuthKind | null }>()(() => ({ open: null }));
export const openAuthModal = (kind: AuthKind) => useAuthModal.setState({ open: kind });
export const closeAuthModal = () => useAuthModal.setState({ open: null });
