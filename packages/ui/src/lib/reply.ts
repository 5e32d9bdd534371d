// Type guards for the reply shapes of SPEC §8 and a way to get at a failed call's reply body.
import type { MessageReply, NotificationType, ValidationErrorsReply } from '@opgavetorvet/contracts';

const notificationTypes: readonly string[] = ['error', 'info', 'success', 'success2', 'success4'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function isValidationErrorsReply(reply: unknown): reply is ValidationErrorsReply {
  return (
    isRecord(reply) &&
    reply.type === 'validation_errors' &&
    Array.isArray(reply.messages) &&
    reply.messages.every((m) => typeof m === 'string')
  );
}

export function isNotificationType(value: unknown): value is NotificationType {
  return typeof value === 'string' && notificationTypes.includes(value);
}

export function isMessageReply(reply: unknown): reply is MessageReply {
  return (
    isRecord(reply) &&
    isNotificationType(reply.type) &&
    typeof reply.message === 'string' &&
    reply.message !== ''
  );
}

/** The body of a failed RTK Query call (FetchBaseQueryError.data), or undefined. */
export function replyOfError(error: unknown): unknown {
  return isRecord(error) && 'data' in error ? error.data : undefined;
}

/** The first readable server text in a failed call's reply: text, message or the first of messages. */
export function serverTextOfError(error: unknown): string | null {
  const reply = replyOfError(error);
  if (!isRecord(reply)) return null;
  if (typeof reply.text === 'string' && reply.text !== '') return reply.text;
  if (typeof reply.message === 'string' && reply.message !== '') return reply.message;
  if (isValidationErrorsReply(reply) && reply.messages[0]) return reply.messages.join(' ');
  return null;
}

/** The server's text of a refused input (400), to show at the field; null for any other failure. */
export function refusalTextOfError(error: unknown): string | null {
  return isRecord(error) && error.status === 400 ? serverTextOfError(error) : null;
}

/** A failed call's texts for an error area: a validation reply's messages, else its own text or `fallback`. */
export function errorTextsOf(error: unknown, fallback: string): string[] {
  const reply = replyOfError(error);
  return isValidationErrorsReply(reply) ? reply.messages : [serverTextOfError(error) ?? fallback];
}
