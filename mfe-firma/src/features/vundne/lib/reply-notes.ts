// Notes for the won-job answers' replies: confirm_job and refuse_job answer { success, message }
// without a type, so success decides it. Failed calls go through the UI kit's notifyFromError.
import type { NoteInput } from '@opgavetorvet/ui';

/** A reply that arrived with status 200. */
export function notesOfReply(reply: { success: boolean; message: string }): NoteInput[] {
  if (!reply.message) return [];
  return [{ type: reply.success ? 'success' : 'error', note: reply.message }];
}
