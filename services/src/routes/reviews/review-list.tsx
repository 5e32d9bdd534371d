// A company's reviews as server-rendered markup: star rating with SPEC §5's label, title, text,
// author, date in the reader's language and the company's answer; under each review, for the
// company itself when asked, the form that posts an answer to /ajax/firma/comment_new_review.
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

export function ReviewItem({ t, lang, review, answerForm }: ItemProps) {
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
        <h4 className="review-title">{review.title}</h4>
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
