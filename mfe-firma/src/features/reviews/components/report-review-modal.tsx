// 'Anmeld anmeldelse' (issue 33): the company asks Opgavetorvet to remove one of its reviews and
// says why (required, checked with the call's schema before sending: lib/report-review-form.ts).
// The dialog says on which grounds a review is removed, and that it stays up meanwhile. The
// service's thanks is a notice; the list is then read again, and shows the review as reported.
import { useTranslation } from 'react-i18next';
import { Button, Modal, TextField } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { useReportReviewMutation } from '../api/reviews-api';
import { REPORT_REASON_MAX, reportReviewForm } from '../lib/report-review-form';

interface Props {
  reviewId: number;
  onClose: () => void;
  onReported: () => void;
}

export function ReportReviewModal({ reviewId, onClose, onReported }: Props) {
  const { t } = useTranslation();
  const form = useSchemaForm(reportReviewForm, { defaultValues: { reason: '' } });
  const [report, { isLoading }] = useReportReviewMutation();

  const submit = form.handleSubmit(async (body) => {
    if (!form.replied(await report({ id: reviewId, ...body }))) return;
    onReported();
    onClose();
  });

  return (
    <Modal
      open
      title={t('firma:::anmeldelser::report::title')}
      onClose={onClose}
      testId="report-review-modal"
    >
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <p className="muted">{t('firma:::anmeldelser::report::lead')}</p>
        <TextField
          multiline
          rows={4}
          label={t('firma:::anmeldelser::report::reason')}
          hint={t('firma:::anmeldelser::report::hint')}
          maxLength={REPORT_REASON_MAX}
          {...form.field('reason')}
        />
        <div className="form-actions">
          <Button type="submit" busy={isLoading}>
            {t('firma:::anmeldelser::report::send')}
          </Button>
          <Button variant="quiet" onClick={onClose}>
            {t('firma:::anmeldelser::report::cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
