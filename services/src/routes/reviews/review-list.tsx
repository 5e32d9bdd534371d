// A company's reviews as server-rendered markup: star rating with SPEC §5's label, title, text,
// author, date in the reader's language and the company's answer; under each review, for the
// company itself when asked, the form that posts an answer to /ajax/firma/comment_new_review and its
// 'Anmeld anmeldelse' button. A review the administrator removed keeps its place and says there that
// a review was removed, why and when (issue 33).
import { REVIEW_ANSWER_MAX } from '@opgavetorvet/contracts';
import type { Translate } from '../../lib/translator.js';
import { shownName } from '../../lib/personal-data/shown-name.js';
import { formatDate } from '../../lib/danish.js';
import { Stars } from '../../lib/stars.js';
import type { ReviewRow } from './queries.js';

interface ItemProps {
  t: Translate;
  lang: string;
  review: ReviewRow;
  answerForm: boolean;
}

/** A removed review's place (issue 33): that a review was removed, on which ground and when. */
function RemovedReview({ t, lang, review }: Omit<ItemProps, 'answerForm'>) {
  return (
    <article className="review review--removed" data-kind={review.kind} data-review-id={review.id}>
      <p className="review-removed">
        {t('fragments:::reviews::removed', {
          reason: t(`common:::review_removal::${review.removedReason ?? 'illegal'}`),
          date: formatDate(review.removedAt ?? 0, lang),
        })}
      </p>
    </article>
  );
}

/** The company's own 'Anmeld anmeldelse' (its portal opens the reason dialog), or that it waits. */
function ReportAction({ t, review }: Pick<ItemProps, 't' | 'review'>) {
  if (review.reportOpen)
    return <p className="review-report-pending">{t('fragments:::reviews::report_pending')}</p>;
  return (
    <button type="button" className="btn btn--quiet review-report-button" data-review-id={review.id}>
      {t('fragments:::reviews::report')}
    </button>
  );
}

export function ReviewItem({ t, lang, review, answerForm }: ItemProps) {
  if (review.removedAt !== null) return <RemovedReview t={t} lang={lang} review={review} />;
  const rated = review.kind !== 'friend';
  return (
    <article className="review" data-kind={review.kind} data-review-id={review.id}>
      <header>
        {rated && (
          <>
            <Stars
              rating={review.rating}
              label={t('fragments:::reviews::stars_label', { rating: review.rating })}
            />{' '}
            <span className="review-rating-label">{t(`fragments:::reviews::rating::${review.rating}`)}</span>
          </>
        )}
        <h3 className="review-title">{review.title}</h3>
      </header>
      <p className="review-text">{review.text}</p>
      <footer className="review-meta">
        <span>{shownName(review.authorName, t)}</span> ·{' '}
        <time dateTime={new Date(review.createdAt * 1000).toISOString()}>
          {formatDate(review.createdAt, lang)}
        </time>
      </footer>
      {review.comment && (
        <div className="review-answer">
          <strong>{t('fragments:::reviews::answer_heading')}</strong>
          <p>{review.comment}</p>
        </div>
      )}
      {answerForm && (
        <form
          className="review-answer-form"
          data-review-id={review.id}
          method="post"
          action="/ajax/firma/comment_new_review"
        >
          <input type="hidden" name="review" value={review.id} />
          <label className="review-answer-form__label">
            {t('fragments:::reviews::answer_label')}
            <textarea name="comment" maxLength={REVIEW_ANSWER_MAX} defaultValue={review.comment ?? ''} />
          </label>
          <button type="submit" className="btn">
            {t(review.comment ? 'fragments:::reviews::answer_edit' : 'fragments:::reviews::answer_send')}
          </button>
        </form>
      )}
      {answerForm && <ReportAction t={t} review={review} />}
    </article>
  );
}

export function ReviewList({ t, lang, rows, answerForm }: Omit<ItemProps, 'review'> & { rows: ReviewRow[] }) {
  if (rows.length === 0) return <p className="reviews-empty">{t('fragments:::reviews::empty')}</p>;
  return (
    <div className="reviews">
      {rows.map((review) => (
        <ReviewItem key={review.id} t={t} lang={lang} review={review} answerForm={answerForm} />
      ))}
    </div>
  );
}
