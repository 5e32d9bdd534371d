// The complaint on its call's schema (ComplaintBody): the three texts trimmed; each empty one is
// told with SPEC §5's text the schema names ('Angiv venligst firmaets navn', …), at its field.
import { ComplaintBody } from '@opgavetorvet/contracts';
import { maxLengthOf, schemaForm, trimmed } from '@opgavetorvet/ui/forms';

export type ComplaintValues = { company_name: string; text: string; user_name: string };

export const complaintForm = schemaForm<ComplaintValues, typeof ComplaintBody>(ComplaintBody, {
  toBody: (values) => ({
    company_name: trimmed(values.company_name),
    text: trimmed(values.text),
    user_name: trimmed(values.user_name),
  }),
  toValues: (body) => ({
    company_name: String(body.company_name ?? ''),
    text: String(body.text ?? ''),
    user_name: String(body.user_name ?? ''),
  }),
});

/** The longest texts the service takes. */
export const COMPLAINT_MAX = {
  company_name: maxLengthOf(ComplaintBody, 'company_name'),
  text: maxLengthOf(ComplaintBody, 'text'),
  user_name: maxLengthOf(ComplaintBody, 'user_name'),
};
