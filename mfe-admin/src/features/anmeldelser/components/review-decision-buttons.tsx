// The administrator's two answers to an open report: 'Behold anmeldelsen' keeps the review as it
// is (a review is never hidden for being negative), 'Fjern anmeldelse' asks for the ground first
// (a dialog loaded when first opened). The service's message is a notice; the lists are read again.
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportedReview } from '@opgavetorvet/contracts';
import { Button, notifyFromError, notifyFromReply, useAppDispatch } from '@opgavetorvet/ui';
import { useDecideReviewReportMutation } from '../api/review-reports-api';

const ReviewRemovalModal = lazy(() =>
  import(/* webpackChunkName: "review-removal-modal" */ './review-removal-modal').then((module) => ({
    default: module.ReviewRemovalModal,
  })),
);

export function ReviewDecisionButtons({ report }: { report: ReportedReview }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [removing, setRemoving] = useState(false);
  const [decide, { isLoading }] = useDecideReviewReportMutation();

  const keep = async () => {
    const result = await decide({ reportId: report.report_id, action: 'behold' });
    dispatch('error' in result ? notifyFromError(result.error) : notifyFromReply(result.data));
  };

  return (
    <div className="form-actions">
      <Button variant="secondary" busy={isLoading} onClick={() => void keep()}>
        {t('admin:::anmeldelser::keep')}
      </Button>
      <Button variant="danger" onClick={() => setRemoving(true)}>
        {t('admin:::anmeldelser::remove')}
      </Button>
      {removing && (
        <Suspense fallback={null}>
          <ReviewRemovalModal report={report} onClose={() => setRemoving(false)} />
        </Suspense>
      )}
    </div>
  );
}
