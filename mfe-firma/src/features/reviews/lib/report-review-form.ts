// 'Anmeld anmeldelse' on its call's schema (ReportReviewBody, POST /api/firma/anmeldelser/:id/anmeld):
// the company's reason, trimmed; none (or only spaces) is told the schema's own text, 'Skriv, hvorfor
// anmeldelsen skal fjernes.', at the field before sending, as the service would answer.
import { ReportReviewBody } from '@opgavetorvet/contracts';
import { maxLengthOf, schemaForm, trimmed } from '@opgavetorvet/ui/forms';

export type ReportReviewValues = { reason: string };

export const reportReviewForm = schemaForm<ReportReviewValues, typeof ReportReviewBody>(ReportReviewBody, {
  toBody: ({ reason }) => ({ reason: trimmed(reason) }),
  toValues: (body) => ({ reason: String(body.reason ?? '') }),
});

export const REPORT_REASON_MAX = maxLengthOf(ReportReviewBody, 'reason');
