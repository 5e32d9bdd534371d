// Whether the shell's login modal is open: client state, so a remote's "log in" button can open it.
// A remote may also open it straight at 'Glemt adgangskode' for an e-mail (the create-job form's
// password asked in place): the modal then leads back to that page, whose form is kept.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface LoginPromptRequest {
  /** Open at the forgotten-password view for this e-mail; back and done close the modal. */
  forgotPasswordFor: string;
}

export interface LoginPromptState {
  open: boolean;
  /** Set when a page opened the forgotten-password view for an e-mail (null: the login view). */
  forgotPasswordFor: string | null;
}

const initialState: LoginPromptState = { open: false, forgotPasswordFor: null };

export const loginPromptSlice = createSlice({
  name: 'loginPrompt',
  initialState,
  reducers: {
    loginPromptOpened: (state, action: PayloadAction<LoginPromptRequest | undefined>) => {
      state.open = true;
      state.forgotPasswordFor = action.payload?.forgotPasswordFor ?? null;
    },
    loginPromptClosed: (state) => {
      state.open = false;
      state.forgotPasswordFor = null;
    },
  },
});

export const { loginPromptOpened, loginPromptClosed } = loginPromptSlice.actions;
