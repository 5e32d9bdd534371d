// One page (5) of a review list as the service renders it, with the answer form under each review
// for the company itself. The forms are the server's: their submit is caught here and sent to
// /ajax/firma/comment_new_review (an empty answer is refused first, SPEC §8); the page is then
// read again so it shows the answer. Its 'Anmeld anmeldelse' buttons open the reason dialog
// (report-review-modal.tsx). The last page loaded offers 'Vis flere' while there are more.
import { useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, notify, notifyFromError, ServerHtml, Spinner, useAppDispatch } from '@opgavetorvet/ui';
import { useAnswerReviewMutation, useReviewListPageQuery, type ReviewListKind } from '../api/reviews-api';
import { ReportReviewModal } from './report-review-modal';

interface Props {
  list: ReviewListKind;
  companyId: number;
  page: number;
  isLast: boolean;
  onMore: () => void;
}

export function ReviewListPage({ list, companyId, page, isLast, onMore }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data, isFetching, refetch } = useReviewListPageQuery({
    list,
    company_id: companyId,
    page,
    comment: 1,
  });
  const [answer] = useAnswerReviewMutation();
  const [reporting, setReporting] = useState<number | null>(null);

  // The server's 'Anmeld anmeldelse' button under a review opens the reason dialog for it.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = event.target instanceof Element ? event.target.closest('.review-report-button') : null;
    const reviewId = Number(button?.getAttribute('data-review-id'));
    if (Number.isInteger(reviewId) && reviewId > 0) setReporting(reviewId);
  };

  const onSubmit = async (event: FormEvent<HTMLDivElement>) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.classList.contains('review-answer-form')) return;
    event.preventDefault();
    const fields = new FormData(form);
    const review = Number(fields.get('review'));
    const comment = String(fields.get('comment') ?? '').trim();
    if (comment === '') {
      dispatch(notify([{ type: 'error', note: t('errors:::field_empty') }]));
      return;
    }
    const button = form.querySelector('button');
    if (button) button.disabled = true;
    const result = await answer({ review, comment });
    if (button) button.disabled = false;
    if ('error' in result) {
      dispatch(notifyFromError(result.error));
      return;
    }
    dispatch(notify([{ type: 'success', note: result.data.message }]));
    void refetch();
  };

  if (!data) return <Spinner />;
  return (
    <>
      {data.html !== '' && (
        <ServerHtml
          className="review-page"
          data-page={page}
          onSubmit={onSubmit}
          onClick={onClick}
          html={data.html}
        />
      )}
      {reporting !== null && (
        <ReportReviewModal
          reviewId={reporting}
          onClose={() => setReporting(null)}
          onReported={() => void refetch()}
        />
      )}
      {isLast && data.page_up > 0 && (
        <div className="form-actions">
          <Button variant="secondary" busy={isFetching} onClick={onMore}>
            {t('firma:::anmeldelser::more')}
          </Button>
        </div>
      )}
    </>
  );
}
