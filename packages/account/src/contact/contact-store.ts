import { create } from 'zustand';
import type { ContactRequest } from '@clubstay/contract/accounts';

/** The contact form's request status and the info pop-up of spec 1 §3 (popUpName contactUsSuccess). */
interface ContactState {
  status: 'idle' | 'running';
  error: unknown;
  popUpName: 'none' | 'contactUsSuccess';
  popUpId: string | null;
  send: (
    api: { contact: (body: ContactRequest) => Promise<{ ticketId: string }> },
    body: ContactRequest,
  ) => Promise<boolean>;
  closePopUp: () => void;
}

export const useContact = create<ContactState>()((set) => ({
  status: 'idle',
  error: null,
  popUpName: 'none',
  popUpId: null,
  async send(api, body) {
    set({ status: 'running', error: null });
    try {
      const answer = await api.contact(body);
      set({ status: 'idle', popUpName: 'contactUsSuccess', popUpId: answer.ticketId });
      return true;
    } catch (error) {
      set({ status: 'idle', error });
      return false;
    }
  },
  closePopUp: () => set({ popUpName: 'none', popUpId: null }),
}));
