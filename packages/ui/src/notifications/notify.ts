// Thunks that turn notes and server replies into notifications: notify, notifyFromReply,
// notifyFromError, notifyFromResult.
import { nanoid, type Dispatch } from '@reduxjs/toolkit';
import i18next from 'i18next';
import type { NotificationType } from '@opgavetorvet/contracts';
import { isMessageReply, isValidationErrorsReply, replyOfError } from '../lib/reply';
import { nextShowAt, notificationDuration } from './notification-timing';
import { notificationsAdded, type NotificationItem, type NotificationsState } from './notifications-slice';

export interface NoteInput {
  type: NotificationType;
  note: string;
}

type NotifyThunk<R> = (dispatch: Dispatch, getState: () => { notifications: NotificationsState }) => R;

/** Queues notes in order, each 300 ms after the previous, each shown 7000 ms + 300 ms per word. */
export function notify(notes: NoteInput[]): NotifyThunk<void> {
  return (dispatch, getState) => {
    if (notes.length === 0) return;
    let lastShowAt = getState().notifications.lastShowAt;
    const now = Date.now();
    const items: NotificationItem[] = notes.map(({ type, note }) => {
      const showAt = nextShowAt(now, lastShowAt);
      lastShowAt = showAt;
      return { id: nanoid(), type, note, showAt, hideAt: showAt + notificationDuration(note) };
    });
    dispatch(notificationsAdded(items));
  };
}

/**
 * SPEC §7/§8: a validation_errors reply shows each message as an error; a reply with a message and
 * a type shows as a notification of that type. Returns whether anything was shown.
 */
export function notifyFromReply(reply: unknown): NotifyThunk<boolean> {
  return (dispatch, getState) => {
    if (isValidationErrorsReply(reply)) {
      notify(reply.messages.map((note) => ({ type: 'error' as const, note })))(dispatch, getState);
      return reply.messages.length > 0;
    }
    if (isMessageReply(reply)) {
      notify([{ type: reply.type, note: reply.message }])(dispatch, getState);
      return true;
    }
    return false;
  };
}

/** A refusal's own text without a notification type (error_message of a cancel, message of a confirm). */
function refusalText(reply: unknown): string | undefined {
  if (typeof reply !== 'object' || reply === null) return undefined;
  const { error_message: errorMessage, message } = reply as Record<string, unknown>;
  return [errorMessage, message].find((text): text is string => typeof text === 'string' && text !== '');
}

/**
 * A failed call: the server's reply when it has one (SPEC §8: a refusal's own text is shown as an
 * error), otherwise the generic Danish error text.
 */
export function notifyFromError(error: unknown): NotifyThunk<void> {
  return (dispatch, getState) => {
    const reply = replyOfError(error);
    if (notifyFromReply(reply)(dispatch, getState)) return;
    const note = refusalText(reply) ?? i18next.t('errors:::internal');
    notify([{ type: 'error', note }])(dispatch, getState);
  };
}

/** What an RTK Query mutation resolves to: its reply (with a message) or its error. */
type MutationOutcome =
  | { data: { message: string; type?: NotificationType }; error?: undefined }
  | { data?: undefined; error: unknown };

/**
 * A mutation's outcome: a failure as notifyFromError does it, a reply's message as a notification of
 * `type` when given, else of the reply's own type. Returns the reply, or null after a failure.
 */
export function notifyFromResult<Outcome extends MutationOutcome>(
  result: Outcome,
  type?: NotificationType,
): NotifyThunk<NonNullable<Outcome['data']> | null> {
  return (dispatch, getState) => {
    const reply = result.data;
    if (reply === undefined) {
      notifyFromError(result.error)(dispatch, getState);
      return null;
    }
    notify([{ type: type ?? reply.type ?? 'success', note: reply.message }])(dispatch, getState);
    return reply;
  };
}
