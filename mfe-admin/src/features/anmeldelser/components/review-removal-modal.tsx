// 'Fjern anmeldelse': the administrator chooses the ground (only the stated ones: not a real
// customer, personal data, illegal content), checked with the call's schema before sending
// (lib/removal-form.ts). The dialog says what follows: the profile shows in the review's place that
// a review was removed, why and when, and the company and the author are told. Loaded when first asked for.
import { useTranslation } from 'react-i18next';
import { REVIEW_REMOVAL_REASONS, type ReportedReview } from '@opgavetorvet/contracts';
import { Button, Modal } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { useDecideReviewReportMutation } from '../api/review-reports-api';
import { reviewRemovalForm } from '../lib/removal-form';

export function ReviewRemovalModal({ report, onClose }: { report: ReportedReview; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(reviewRemovalForm, { defaultValues: { reason: '' } });
  const [decide, { isLoading }] = useDecideReviewReportMutation();
  const error = form.errorAt('reason');

  const submit = form.handleSubmit(async (body) => {
    if (form.replied(await decide({ reportId: report.report_id, action: 'fjern', ...body }))) onClose();
  });

  return (
    <Modal open title={t('admin:::anmeldelser::remove')} onClose={onClose} testId="review-removal-modal">
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <p className="muted">{t('admin:::anmeldelser::removal::lead')}</p>
        <fieldset className="stack stack--tight review-removal__grounds">
          <legend className="field__label">{t('admin:::anmeldelser::removal::reasons')}</legend>
          {REVIEW_REMOVAL_REASONS.map((reason) => (
            <label key={reason} className="checkbox">
              <input type="radio" value={reason} {...form.register('reason')} />
              {t(`common:::review_removal::${reason}`)}
            </label>
          ))}
          {error !== null && (
            <span className="field__error" role="alert">
              {error}
            </span>
          )}
        </fieldset>
        <div className="form-actions">
          <Button type="submit" variant="danger" busy={isLoading}>
            {t('admin:::anmeldelser::remove')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('admin:::anmeldelser::removal::cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
