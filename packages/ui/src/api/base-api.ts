// The one RTK Query api of the front end: empty here, each app injects its endpoints into it.
// Every reply may carry a new CSRF token (a login rotates it with the session): the base query
// keeps it, so the next post sends the token the new session expects. A GET the page came with an
// answer for (first-replies.ts) is answered from it once.
import { createAction } from '@reduxjs/toolkit';
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { CsrfState } from '../session/session-slice';
import { takeFirstReply } from './first-replies';

/** Cache tags every app may provide or invalidate; logout and login invalidate them all. */
export const apiTagTypes = [
  'Session',
  'UserJobs',
  'CompanyJobs',
  'Cancellations',
  'Category',
  'Messages',
  'Help',
  /** A company's public review lists (by company id): a new public review refreshes them. */
  'Reviews',
] as const;

/** A reply's `x-csrf-token` header: the token of a session that was just renewed. */
export const csrfTokenRotated = createAction<string>('csrf/rotated');

function csrfTokenOf(state: unknown): string | null {
  return (state as { csrf?: CsrfState }).csrf?.token ?? null;
}

const fetchQuery = fetchBaseQuery({
  baseUrl: '',
  credentials: 'include',
  prepareHeaders: (headers, { getState }) => {
    const token = csrfTokenOf(getState());
    if (token) headers.set('x-csrf-token', token);
    return headers;
  },
});

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  queryApi,
  extraOptions,
) => {
  const first = takeFirstReply(args);
  if (first) return { data: first.body };
  const result = await fetchQuery(args, queryApi, extraOptions);
  const rotated = result.meta?.response?.headers.get('x-csrf-token');
  if (rotated) queryApi.dispatch(csrfTokenRotated(rotated));
  return result;
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: apiTagTypes,
  endpoints: () => ({}),
});
