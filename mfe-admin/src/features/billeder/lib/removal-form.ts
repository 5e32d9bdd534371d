// The removal's reason on its call's schema (RemoveReportedFileBody): the trimmed reason, which the
// uploader is told; an empty one is told 'Dette felt må ikke være tomt.' before sending (the
// service's own 'only spaces' refusal, errors:::file_removal_reason, lands at the field too).
import { RemoveReportedFileBody } from '@opgavetorvet/contracts';
import { maxLengthOf, schemaForm, trimmed } from '@opgavetorvet/ui/forms';

export type RemovalValues = { reason: string };

export const removalForm = schemaForm<RemovalValues, typeof RemoveReportedFileBody>(RemoveReportedFileBody, {
  toBody: ({ reason }) => ({ reason: trimmed(reason) }),
  toValues: (body) => ({ reason: String(body.reason ?? '') }),
  messages: { reason: 'errors:::field_empty' },
  refusals: { reason: ['errors:::file_removal_reason'] },
});

export const REMOVAL_REASON_MAX = maxLengthOf(RemoveReportedFileBody, 'reason');
