// The SMS notification phone on its call's schema (NotificationsPhoneBody): the typed number,
// trimmed, is the body's phone (8 digits, '+45' and spaces allowed, as the schema's pattern says);
// the call takes '' to remove the number, which 'Fjern nummer' sends, so the form refuses an empty
// box itself with the schema's text. Saved numbers are shown in pairs ('20 30 40 50').
import { NotificationsPhoneBody } from '@opgavetorvet/contracts';
import { maxLengthOf, schemaForm, trimmed } from '@opgavetorvet/ui/forms';

export type NotifyPhoneValues = { phone: string };

const PHONE = 'errors:::phone';

export const notifyPhoneForm = schemaForm<NotifyPhoneValues, typeof NotificationsPhoneBody>(
  NotificationsPhoneBody,
  {
    toBody: ({ phone }) => ({ phone: trimmed(phone) }),
    toValues: (body) => ({ phone: String(body.phone ?? '') }),
    rules: ({ phone }) => (trimmed(phone) === '' ? [{ field: 'phone', key: PHONE }] : []),
  },
);

export const PHONE_MAX = maxLengthOf(NotificationsPhoneBody, 'phone');

/** '20304050' → '20 30 40 50'; anything else as it is. */
export const phoneInPairs = (digits: string): string =>
  /^\d{8}$/.test(digits) ? digits.replace(/(\d{2})(?=\d)/g, '$1 ') : digits;
