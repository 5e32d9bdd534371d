// The company's answer in a conversation on its call's schema (NewMessageBody, /opgave/new_message):
// the text, trimmed, is msg (its limit is the schema's) and the files picked under it (issue 30) are
// `files`, in their order. The call takes an empty msg (a declined bid has none), so the form keeps
// the handler's rule itself (isEmptyMessage, the service's own): a message needs a text or a file,
// else 'Dette felt må ikke være tomt.' (SPEC §5) at the box.
import { NewMessageBody, isEmptyMessage, type PhotoInput } from '@opgavetorvet/contracts';
import { maxLengthOf, schemaForm, trimmed } from '@opgavetorvet/ui/forms';

export type ReplyValues = { text: string; files: PhotoInput[] };

export const replyDefaults: ReplyValues = { text: '', files: [] };

export const replyForm = schemaForm<ReplyValues, typeof NewMessageBody>(NewMessageBody, {
  toBody: ({ text, files }) => ({ msg: trimmed(text), ...(files.length > 0 ? { files } : {}) }),
  toValues: (body) => ({
    text: typeof body.msg === 'string' ? body.msg : '',
    files: Array.isArray(body.files) ? (body.files as PhotoInput[]) : [],
  }),
  fields: { msg: 'text' },
  messages: { msg: 'errors:::field_empty' },
  rules: ({ text, files }) =>
    isEmptyMessage(text, files) ? [{ field: 'text', key: 'errors:::field_empty' }] : [],
});

/** The longest text the service takes. */
export const REPLY_TEXT_MAX = maxLengthOf(NewMessageBody, 'msg');
