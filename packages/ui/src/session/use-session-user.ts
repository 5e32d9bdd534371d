// The logged-in user (or null) and whether the session is still being asked for.
import type { SessionUser } from '@opgavetorvet/contracts';
import { useSessionQuery } from './session-api';

export interface SessionUserState {
  user: SessionUser | null;
  isLoading: boolean;
  isError: boolean;
}

export function useSessionUser(): SessionUserState {
  const { data, isLoading, isError } = useSessionQuery();
  return { user: data?.user ?? null, isLoading, isError };
}
