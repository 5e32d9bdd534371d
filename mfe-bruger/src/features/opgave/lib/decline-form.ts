// 'Tak, men nej tak' on its call's schema (NewMessageBody, save_data_bd=1): the chosen answer, and
// with 'Andet' the customer's own text, trimmed, which must not be empty (SPEC §5, a rule of the
// service's handler beyond the schema: 'Dette felt må ikke være tomt.' at the text).
import { DECLINE_OPTIONS, DECLINE_OTHER, NewMessageBody } from '@opgavetorvet/contracts';
import { maxLengthOf, schemaForm, trimmed } from '@opgavetorvet/ui/forms';

export type DeclineValues = { option: string; msg: string };

export const declineDefaults: DeclineValues = { option: DECLINE_OPTIONS[0], msg: '' };

export const declineForm = schemaForm<DeclineValues, typeof NewMessageBody>(NewMessageBody, {
  toBody: ({ option, msg }) => (option === DECLINE_OTHER ? { option, msg: trimmed(msg) } : { option }),
  toValues: (body) => ({ option: String(body.option ?? ''), msg: String(body.msg ?? '') }),
  rules: ({ option, msg }) =>
    option === DECLINE_OTHER && trimmed(msg) === '' ? [{ field: 'msg', key: 'errors:::field_empty' }] : [],
});

/** The longest own text the service takes. */
export const DECLINE_TEXT_MAX = maxLengthOf(NewMessageBody, 'msg');
