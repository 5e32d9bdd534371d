// The one RTK Query api of the front end: empty here, each app injects its endpoints into it.
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { CsrfState } from '../session/session-slice';

/** Cache tags every app may provide or invalidate; logout and login invalidate them all. */
export const apiTagTypes = ['Session', 'UserJobs', 'CompanyJobs', 'Cancellations', 'Category', 'Messages'] as const;

function csrfTokenOf(state: unknown): string | null {
  return (state as { csrf?: CsrfState }).csrf?.token ?? null;
}

export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: '',
    credentials: 'include',
    prepareHeaders: (headers, { getState }) => {
      const token = csrfTokenOf(getState());
      if (token) headers.set('x-csrf-token', token);
      return headers;
    },
  }),
  tagTypes: apiTagTypes,
  endpoints: () => ({}),
});
