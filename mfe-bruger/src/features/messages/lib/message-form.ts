// A message form of the service's thread html (/ajax/bruger2/message_modal) on its call's schema
// (NewMessageBody of /opgave/new_message): the form's fields read as text become the body, checked
// with the schema and the handler's rules beyond it: a message, and 'Andet' in "Tak, men nej tak",
// must not be empty (SPEC §5 'Dette felt må ikke være tomt.'); a preset answer needs no text, and a
// decline names its answer.
import { DECLINE_OTHER, NewMessageBody } from '@opgavetorvet/contracts';
import { schemaForm, trimmed } from '@opgavetorvet/ui/forms';

export type MessageValues = Record<
  'msg' | 'bidid' | 'userid' | 'companyid' | 'save_data_bd' | 'option',
  string
>;

const fields: (keyof MessageValues)[] = ['msg', 'bidid', 'userid', 'companyid', 'save_data_bd', 'option'];

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
    };
    if (!declining(values)) return { msg, ...ids, ...extra };
    return { ...ids, ...extra, ...(msg ? { msg } : {}) };
  },
  toValues: (body) =>
    Object.fromEntries(
      fields.map((field) => [field, body[field] === undefined ? '' : String(body[field])]),
    ) as MessageValues,
  rules: (values) => {
    const empty = trimmed(values.msg) === '';
    if (!declining(values)) return empty ? [{ field: 'msg', key: 'errors:::field_empty' }] : [];
    if (trimmed(values.option) === '') return [{ field: 'option', key: 'errors:::internal' }];
    return trimmed(values.option) === DECLINE_OTHER && empty
      ? [{ field: 'msg', key: 'errors:::field_empty' }]
      : [];
  },
});

/** The form's fields as typed. */
export function messageValuesOf(form: HTMLFormElement): MessageValues {
  const data = new FormData(form);
  return Object.fromEntries(fields.map((field) => [field, String(data.get(field) ?? '')])) as MessageValues;
}
