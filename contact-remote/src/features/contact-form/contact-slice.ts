import { createSlice, type PayloadAction } from 'shared-config/redux';
import type { ContactSubmission } from 'shared-config/validation';

/** What goes to the edge: the six fields plus the honeypot, which a person leaves empty. */
export type ContactRequest = ContactSubmission & { website: string };

export interface ContactState {
  status: 'idle' | 'sending';
  /** Counts delivered submissions; the form starts afresh each time it grows. */
  successes: number;
}

const initialState: ContactState = { status: 'idle', successes: 0 };

const contactSlice = createSlice({
  name: 'contact',
  initialState,
  reducers: {
    contactSubmitted(state, _action: PayloadAction<ContactRequest>) {
      state.status = 'sending';
    },
    contactSucceeded(state) {
      state.status = 'idle';
      state.successes += 1;
    },
    contactFailed(state, _action: PayloadAction<string>) {
      state.status = 'idle';
    },
  },
  selectors: {
    selectIsSending: (state) => state.status === 'sending',
    selectSuccesses: (state) => state.successes,
  },
});

export const { contactSubmitted, contactSucceeded, contactFailed } = contactSlice.actions;
export const { selectIsSending, selectSuccesses } = contactSlice.selectors;
export const contactReducer = contactSlice.reducer;
