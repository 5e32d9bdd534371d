// Finishing or cancelling a won job (SPEC §4 "Job finishing (company)"): the finish with its final
// price, the cancel request that awaits the administrator, its undo, and the cancel-message view.
import { Type, type Static } from 'typebox';
import { Id } from './common.js';

/**
 * /ajax/firma/update_balans_company. price: the whole kroner (required, digits only, at most
 * 999999999); amount_summ: the øre (one or two digits, at most 99; empty or absent = 00);
 * company_appointment_date: the day the job was done for the customer (unix seconds, SPEC §3's
 * finish data; empty or absent = the booking's date stays as it was).
 */
export const FinishJobBody = Type.Object(
  {
    job_id: Id,
    price: Type.String({
      minLength: 1,
      maxLength: 9,
      pattern: '^[0-9]+$',
      'x-error': { required: 'errors:::price_required', invalid: 'errors:::amount_invalid' },
    }),
    amount_summ: Type.Optional(
      Type.String({ pattern: '^([0-9]{1,2})?$', 'x-error': 'errors:::cents_invalid' }),
    ),
    company_appointment_date: Type.Optional(Type.String({ pattern: '^[0-9]{0,10}$' })),
  },
  { additionalProperties: false },
);
export type FinishJobBody = Static<typeof FinishJobBody>;

/**
 * success true: html_reviews is the "Opgave afsluttet" block with the price. success false: the job
 * is already rated and html_reviews is the reviews-cancel modal.
 */
export const FinishJobReply = Type.Object({
  success: Type.Boolean(),
  html_reviews: Type.String(),
  /** The final price as shown (SPEC §9 separators), e.g. '12.500,50 kr.'; '' when not finished. */
  price_text: Type.String(),
});
export type FinishJobReply = Static<typeof FinishJobReply>;

/**
 * /ajax/firma/refused_to_work. optionselect is the chosen reason radio (2 is "finish", so any
 * other of 1..20); optionnewone=1: the customer wants a new company; company_appointment_date
 * (unix seconds, optional) the date agreed with the customer. No option → 'Please fill out all
 * fields before submitting'; empty text → 'Please describe why the job was cancelled'.
 */
export const CancelJobBody = Type.Object(
  {
    job_id: Id,
    text: Type.Optional(Type.String({ maxLength: 2000 })),
    /** Text of form posts: digits or empty (numbers in JSON are accepted as text). */
    optionselect: Type.Optional(Type.String({ pattern: '^[0-9]{0,2}$' })),
    optionnewone: Type.Optional(Type.String({ pattern: '^[01]?$' })),
    company_appointment_date: Type.Optional(Type.String({ pattern: '^[0-9]{0,10}$' })),
  },
  { additionalProperties: false },
);
export type CancelJobBody = Static<typeof CancelJobBody>;

/**
 * success true: contact_contact is the contact id and link_name the button's new text
 * ('annulleret (afventer admin)'). success false: error_message is shown in an alert; type and
 * message carry the same text for the generic notification code.
 */
export const CancelJobReply = Type.Object({
  success: Type.Boolean(),
  error_message: Type.String(),
  contact_contact: Type.Integer(),
  link_name: Type.String(),
  type: Type.Optional(Type.Literal('error')),
  message: Type.Optional(Type.String()),
});
export type CancelJobReply = Static<typeof CancelJobReply>;

/** /ajax/firma/delete_cancel_message: withdraws the pending request (the "Fortryd" link). */
export const UndoCancelBody = Type.Object({ contact_contact_id: Id }, { additionalProperties: false });
export type UndoCancelBody = Static<typeof UndoCancelBody>;

/** success true: the contact is back in its previous state; link_name is the restored button text. */
export const UndoCancelReply = Type.Object({ success: Type.Boolean(), link_name: Type.String() });
export type UndoCancelReply = Static<typeof UndoCancelReply>;

/** /ajax/firma/show_cancel_message: the newest cancel request of the contact, with its decision. */
export const ShowCancelBody = Type.Object(
  { contact_contact_id: Id, job_id: Id },
  { additionalProperties: false },
);
export type ShowCancelBody = Static<typeof ShowCancelBody>;
