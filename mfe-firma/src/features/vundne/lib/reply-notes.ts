// Notes for the won-job answers' replies. confirm_job and refuse_job answer { success, message }
// without a type, so success decides it; a failed call shows the server's own text as an error
// (SPEC §8 'confirm_job failure: alert with the server's message'), else the generic error.
import i18next from 'i18next';
import { isMessageReply, isValidationErrorsReply, replyOfError, type NoteInput } from '@opgavetorvet/ui';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A reply that arrived with status 200. */
export function notesOfReply(reply: { success: boolean; message: string }): NoteInput[] {
  if (!reply.message) return [];
  return [{ type: reply.success ? 'success' : 'error', note: reply.message }];
}

/** A failed call: its reply's message (of its type when it has one), or the generic error. */
export function notesOfError(error: unknown): NoteInput[] {
  const reply = replyOfError(error);
  if (isValidationErrorsReply(reply)) return reply.messages.map((note) => ({ type: 'error' as const, note }));
  if (isMessageReply(reply)) return [{ type: reply.type, note: reply.message }];
  if (isRecord(reply)) {
    const text = [reply.error_message, reply.message].find(
      (m): m is string => typeof m === 'string' && m !== '',
    );
    if (text) return [{ type: 'error', note: text }];
  }
  return [{ type: 'error', note: i18next.t('errors:::internal') }];
}
