// Rule: open pages update live. While someone is logged in one EventSource listens on /api/events
// and each event makes the queries it concerns fetch again (unread_count → the red dot, new_bid →
// the customer's job pages, resync → everything); a visitor opens none; logout closes it; a refused
// stream asks for the session again and is opened anew later. jsdom has no EventSource: a fake one.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveEventType, SessionReply } from '@opgavetorvet/contracts';
import { api } from '../api/base-api';
import { mockFetch, renderWithProviders } from '../test';
import { liveEventTags } from './live-event-tags';
import { LIVE_EVENTS_REOPEN_MS, LIVE_EVENTS_URL, LiveEvents } from './live-events';

class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];

  readyState = FakeEventSource.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.opened.push(this);
  }

  open(): void {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.(new Event('open'));
  }

  emit(type: LiveEventType, id = '1'): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify({ type }), lastEventId: id }));
  }

  /** The service refused the stream (401): the browser gives up on it. */
  refuse(): void {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.(new Event('error'));
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }
}

/** Queries as pages provide them: the red dot ('Messages'), a job page, the company's lists. */
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probeMessages: build.query<number, void>({ query: () => '/probe/messages', providesTags: ['Messages'] }),
    probeUserJob: build.query<number, number>({
      query: (jobId) => `/probe/user-job/${jobId}`,
      providesTags: (_reply, _error, jobId) => [{ type: 'UserJobs', id: jobId }],
    }),
    probeCompanyJobs: build.query<number, void>({
      query: () => '/probe/company-jobs',
      providesTags: ['CompanyJobs'],
    }),
  }),
});

function Page() {
  probeApi.useProbeMessagesQuery();
  probeApi.useProbeUserJobQuery(12);
  probeApi.useProbeCompanyJobsQuery();
  return (
    <>
      <LiveEvents />
      <p>side</p>
    </>
  );
}

const customer: SessionReply = {
  user: { id: 7, name: 'Mette', email: 'mette@test.dk', role: 'user', companyId: null, companyName: null },
  csrfToken: 'token',
};
const loggedOut: SessionReply = { user: null, csrfToken: 'token' };

function serve(session: { reply: SessionReply }) {
  const server = mockFetch({
    'GET /api/session': () => ({ body: session.reply }),
    'GET /probe/messages': { body: 1 },
    'GET /probe/user-job/12': { body: 1 },
    'GET /probe/company-jobs': { body: 1 },
  });
  const calls = (path: string) => server.requests.filter((r) => new URL(r.url).pathname === path).length;
  return { server, calls };
}

async function started(session = { reply: customer }) {
  vi.stubGlobal('EventSource', FakeEventSource);
  const { server, calls } = serve(session);
  const view = renderWithProviders(<Page />);
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  const source = FakeEventSource.opened[0];
  await waitFor(() => expect(calls('/probe/company-jobs')).toBe(1));
  return { ...view, server, calls, source };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

afterEach(() => {
  FakeEventSource.opened = [];
});

describe('LiveEvents', () => {
  it('opens one stream on /api/events with the session cookie for a logged-in user', async () => {
    const { source } = await started();
    expect(source.url).toBe(LIVE_EVENTS_URL);
    expect(source.init).toEqual({ withCredentials: true });
    expect(screen.getByText('side')).toBeInTheDocument();
  });

  it('makes the red dot fetch again on unread_count, and nothing else', async () => {
    const { source, calls } = await started();
    act(() => source.emit('unread_count'));
    await waitFor(() => expect(calls('/probe/messages')).toBe(2));
    await settle();
    expect(calls('/probe/user-job/12')).toBe(1);
    expect(calls('/probe/company-jobs')).toBe(1);
  });

  it("makes the customer's job page fetch again on new_bid, and every query on resync", async () => {
    const { source, calls } = await started();
    act(() => source.emit('new_bid'));
    await waitFor(() => expect(calls('/probe/user-job/12')).toBe(2));
    expect(calls('/probe/company-jobs')).toBe(1);
    act(() => source.emit('resync', '2'));
    await waitFor(() => {
      expect(calls('/probe/user-job/12')).toBe(3);
      expect(calls('/probe/company-jobs')).toBe(2);
      expect(calls('/probe/messages')).toBe(3);
      expect(calls('/api/session')).toBe(2);
    });
  });

  it('ignores what is not a known event', async () => {
    const { source, server } = await started();
    const before = server.requests.length;
    act(() => {
      source.onmessage?.(new MessageEvent('message', { data: '{"type":"toString"}' }));
      source.onmessage?.(new MessageEvent('message', { data: 'not json' }));
    });
    await settle();
    expect(server.requests).toHaveLength(before);
  });

  it('names for every cancellation step the cancellations and both sides’ jobs', () => {
    for (const type of [
      'cancel_requested',
      'cancel_withdrawn',
      'cancel_approved',
      'cancel_approved_new_company',
      'cancel_rejected',
    ] as const)
      expect(liveEventTags[type]).toEqual(['Cancellations', 'UserJobs', 'CompanyJobs']);
  });

  it('opens nothing for a visitor', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const { calls } = serve({ reply: loggedOut });
    renderWithProviders(<Page />);
    await waitFor(() => expect(calls('/api/session')).toBe(1));
    await settle();
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it('closes the stream on logout and when the page goes away', async () => {
    const session = { reply: customer };
    const { source, store, unmount } = await started(session);
    session.reply = loggedOut;
    act(() => {
      store.dispatch(api.util.invalidateTags(['Session']));
    });
    await waitFor(() => expect(source.readyState).toBe(FakeEventSource.CLOSED));
    expect(FakeEventSource.opened).toHaveLength(1);

    session.reply = customer;
    act(() => {
      store.dispatch(api.util.invalidateTags(['Session']));
    });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    const again = FakeEventSource.opened[1];
    unmount();
    expect(again.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('asks for the session when the stream is refused, and opens it anew later, then fetches all', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { source, calls } = await started();
    act(() => source.refuse());
    await waitFor(() => expect(calls('/api/session')).toBe(2));
    expect(FakeEventSource.opened).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(LIVE_EVENTS_REOPEN_MS));
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    act(() => FakeEventSource.opened[1].open());
    await waitFor(() => expect(calls('/probe/company-jobs')).toBe(2));
  });
});
