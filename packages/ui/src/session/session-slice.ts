// Keeps the CSRF token of the latest session reply, or of a reply that renewed the session (a
// login), where prepareHeaders can read it synchronously.
import { createSlice } from '@reduxjs/toolkit';
import { csrfTokenRotated } from '../api/base-api';
import { sessionApi } from './session-api';

export interface CsrfState {
  token: string | null;
}

const initialState: CsrfState = { token: null };

export const csrfSlice = createSlice({
  name: 'csrf',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(csrfTokenRotated, (state, action) => {
      state.token = action.payload;
    });
    builder.addMatcher(sessionApi.endpoints.session.matchFulfilled, (state, action) => {
      state.token = action.payload.csrfToken;
    });
  },
});
