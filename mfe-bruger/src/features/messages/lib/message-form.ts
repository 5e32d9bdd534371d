// A message form of the service's thread html (/ajax/bruger2/message_modal) on its call's schema
// (NewMessageBody of /opgave/new_message): the form's fields read as text become the body, checked
// with the schema and the handler's rules beyond it: a message needs a text or a file (the files the
// page's picker holds, issue 30; isEmptyMessage, the service's own rule), 'Andet' in "Tak, men nej
// tak" a text (SPEC §5 'Dette felt må ikke være tomt.'); a preset answer needs no text, a decline
// names its answer and takes no files.
import { DECLINE_OTHER, NewMessageBody, isEmptyMessage, type PhotoInput } from '@opgavetorvet/contracts';
import { schemaForm, trimmed } from '@opgavetorvet/ui/forms';

type TextField = 'msg' | 'bidid' | 'userid' | 'companyid' | 'save_data_bd' | 'option';

/** The form's fields as typed, and the files picked for the message (none for a decline). */
export type MessageValues = Record<TextField, string> & { files: PhotoInput[] };

const fields: TextField[] = ['msg', 'bidid', 'userid', 'companyid', 'save_data_bd', 'option'];

const declining = (values: MessageValues) => values.save_data_bd.trim() === '1';

/** Digits become a number; anything else is sent on as read (and refused by the schema). */
const numberOf = (text: string): number | string =>
  /^[0-9]+$/.test(trimmed(text)) ? Number(trimmed(text)) : trimmed(text);

export const messageForm = schemaForm<MessageValues, typeof NewMessageBody>(NewMessageBody, {
  toBody: (values) => {
    const msg = trimmed(values.msg);
    const ids = {
      bidid: numberOf(values.bidid) as number,
      userid: numberOf(values.userid) as number,
      companyid: numberOf(values.companyid) as number,
    };
    const mode = trimmed(values.save_data_bd);
    const option = trimmed(values.option);
    // A plain message is sent as {msg, ids}; any other value of save_data_bd or option goes on as read.
    const extra = {
      ...(mode === '' || mode === '0' ? {} : { save_data_bd: numberOf(mode) as number }),
      ...(option ? { option } : {}),
      ...(values.files.length > 0 ? { files: values.files } : {}),
    };
    if (!declining(values)) return { msg, ...ids, ...extra };
    return { ...ids, ...extra, ...(msg ? { msg } : {}) };
  },
  toValues: (body) => ({
    ...(Object.fromEntries(
      fields.map((field) => [field, body[field] === undefined ? '' : String(body[field])]),
    ) as Record<TextField, string>),
    files: Array.isArray(body.files) ? (body.files as PhotoInput[]) : [],
  }),
  rules: (values) => {
    const empty = trimmed(values.msg) === '';
    if (!declining(values))
      return isEmptyMessage(values.msg, values.files) ? [{ field: 'msg', key: 'errors:::field_empty' }] : [];
    if (values.files.length > 0) return [{ field: 'files', key: 'errors:::message_files_decline' }];
    if (trimmed(values.option) === '') return [{ field: 'option', key: 'errors:::internal' }];
    return trimmed(values.option) === DECLINE_OTHER && empty
      ? [{ field: 'msg', key: 'errors:::field_empty' }]
      : [];
  },
});

/** The form's fields as typed, with the files picked for it. */
export function messageValuesOf(form: HTMLFormElement, files: PhotoInput[] = []): MessageValues {
  const data = new FormData(form);
  return {
    ...(Object.fromEntries(fields.map((field) => [field, String(data.get(field) ?? '')])) as Record<
      TextField,
      string
    >),
    files,
  };
}
