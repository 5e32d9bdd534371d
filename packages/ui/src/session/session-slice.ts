// Keeps the CSRF token of the latest session reply where prepareHeaders can read it synchronously.
import { createSlice } from '@reduxjs/toolkit';
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
    builder.addMatcher(sessionApi.endpoints.session.matchFulfilled, (state, action) => {
      state.token = action.payload.csrfToken;
    });
  },
});
