// Whether the shell's login modal is open: client state, so a remote's "log in" button can open it.
import { createSlice } from '@reduxjs/toolkit';

export interface LoginPromptState {
  open: boolean;
}

const initialState: LoginPromptState = { open: false };

export const loginPromptSlice = createSlice({
  name: 'loginPrompt',
  initialState,
  reducers: {
    loginPromptOpened: (state) => {
      state.open = true;
    },
    loginPromptClosed: (state) => {
      state.open = false;
    },
  },
});

export const { loginPromptOpened, loginPromptClosed } = loginPromptSlice.actions;
