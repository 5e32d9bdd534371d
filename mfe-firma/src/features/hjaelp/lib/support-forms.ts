// The help page's two forms on their calls' schemas: a new support case (CreateSupportCaseBody:
// subject and message trimmed, both required with 'Dette felt må ikke være tomt.') and a message in
// a case's thread (SupportMessageBody, one text box).
import { CreateSupportCaseBody, SupportMessageBody } from '@opgavetorvet/contracts';
import { maxLengthOf, schemaForm, textForm, trimmed } from '@opgavetorvet/ui/forms';

export type SupportCaseValues = { subject: string; message: string };

export const supportCaseForm = schemaForm<SupportCaseValues, typeof CreateSupportCaseBody>(
  CreateSupportCaseBody,
  {
    toBody: ({ subject, message }) => ({ subject: trimmed(subject), message: trimmed(message) }),
    toValues: (body) => ({ subject: String(body.subject ?? ''), message: String(body.message ?? '') }),
  },
);

export const SUBJECT_MAX = maxLengthOf(CreateSupportCaseBody, 'subject');
export const MESSAGE_MAX = maxLengthOf(CreateSupportCaseBody, 'message');

export const supportMessageForm = textForm(SupportMessageBody, 'supportcase_message', {
  emptyKey: 'errors:::field_empty',
});
