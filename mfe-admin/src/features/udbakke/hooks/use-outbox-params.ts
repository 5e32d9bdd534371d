// The outbox page's address: ?status=&channel=&page= (unknown values are ignored, page 1 when
// absent). A new filter starts again at page 1; a page keeps the filters.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { OutboxRowChannel, OutboxRowState } from '@opgavetorvet/contracts';

export const OUTBOX_STATES = [
  'queued',
  'sending',
  'sent',
  'failed',
] as const satisfies readonly OutboxRowState[];
export const OUTBOX_CHANNELS = ['email', 'sms'] as const satisfies readonly OutboxRowChannel[];

export interface OutboxFilter {
  status: OutboxRowState | null;
  channel: OutboxRowChannel | null;
}

export interface OutboxParams extends OutboxFilter {
  page: number;
  setFilter: (filter: Partial<OutboxFilter>) => void;
  setPage: (page: number, options?: { replace?: boolean }) => void;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((candidate) => candidate === value) ?? null;
}

function searchOf({ status, channel }: OutboxFilter, page: number): Record<string, string> {
  return {
    ...(status ? { status } : {}),
    ...(channel ? { channel } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  };
}

export function useOutboxParams(): OutboxParams {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = oneOf(OUTBOX_STATES, searchParams.get('status'));
  const channel = oneOf(OUTBOX_CHANNELS, searchParams.get('channel'));
  const asked = Number(searchParams.get('page'));
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 100000 ? asked : 1;

  const setFilter = useCallback(
    (filter: Partial<OutboxFilter>) => setSearchParams(searchOf({ status, channel, ...filter }, 1)),
    [setSearchParams, status, channel],
  );
  const setPage = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      setSearchParams(searchOf({ status, channel }, next), { replace: options?.replace }),
    [setSearchParams, status, channel],
  );
  return { status, channel, page, setFilter, setPage };
}
