// Keeps open pages up to date: while someone is logged in, one EventSource on GET /api/events
// turns each event into invalidated cache tags, so the queries on screen fetch again (a new offer,
// a message, the red dot) without a reload or polling. EventSource reconnects by itself after a
// dropped connection and sends Last-Event-ID, and the service replays what was missed (or sends
// `resync`). When the service refuses the stream (401: the session ended) it is not retried by the
// browser: the session is asked for again, and the stream is opened anew later if still logged in.
// The shell mounts <LiveEvents /> once inside its store.
import { useEffect, useState } from 'react';
import { api, apiTagTypes } from '../api/base-api';
import { useSessionUser } from '../session/use-session-user';
import { useAppDispatch } from '../store/hooks';
import { liveEventTags, liveEventTypeOf } from './live-event-tags';

export const LIVE_EVENTS_URL = '/api/events';
/** How long after a refused stream it is opened again (a dropped one the browser retries itself). */
export const LIVE_EVENTS_REOPEN_MS = 30_000;

export function useLiveEvents(): void {
  const dispatch = useAppDispatch();
  const userId = useSessionUser().user?.id ?? null;
  /** How many times the stream was opened anew after a refusal. */
  const [reopened, setReopened] = useState(0);

  useEffect(() => {
    // Visitors have no events; a browser without EventSource keeps fetching on navigation.
    if (userId === null || typeof EventSource === 'undefined') return;
    const source = new EventSource(LIVE_EVENTS_URL, { withCredentials: true });
    let reopen: ReturnType<typeof setTimeout> | undefined;

    source.onmessage = (message) => {
      const type = liveEventTypeOf(message.data);
      if (type) dispatch(api.util.invalidateTags([...liveEventTags[type]]));
    };
    // A stream opened anew cannot resume: what happened in between is unknown, so fetch it all.
    if (reopened > 0) source.onopen = () => dispatch(api.util.invalidateTags([...apiTagTypes]));
    source.onerror = () => {
      if (source.readyState !== EventSource.CLOSED) return;
      dispatch(api.util.invalidateTags(['Session']));
      reopen = setTimeout(() => setReopened((count) => count + 1), LIVE_EVENTS_REOPEN_MS);
    };
    return () => {
      clearTimeout(reopen);
      source.close();
    };
  }, [userId, reopened, dispatch]);
}

/** useLiveEvents() as a component that shows nothing. */
export function LiveEvents(): null {
  useLiveEvents();
  return null;
}
