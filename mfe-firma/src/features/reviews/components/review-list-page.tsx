// One page (5) of a review list as the service renders it, with the answer form under each review
// for the company itself. The forms are the server's: their submit is caught here and sent to
// /ajax/firma/comment_new_review (an empty answer is refused first, SPEC §8); the page is then
// read again so it shows the answer. The last page loaded offers 'Vis flere' while there are more.
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, notify, notifyFromError, ServerHtml, Spinner, useAppDispatch } from '@opgavetorvet/ui';
import { useAnswerReviewMutation, useReviewListPageQuery, type ReviewListKind } from '../api/reviews-api';

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
        <ServerHtml className="review-page" data-page={page} onSubmit={onSubmit} html={data.html} />
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
