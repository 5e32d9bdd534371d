// The finish call's html_reviews: the 'Opgave afsluttet' block with the final price, or, for a job
// the customer has already rated, the reviews-cancel modal that replaces the finish form.
import type { Translate } from '../../../lib/translator.js';
import { shownName } from '../../../lib/personal-data/shown-name.js';
import type { ReviewRow } from '../../../domain/jobs/endings.js';
import { formatDate } from '../../../lib/danish.js';
import { Stars } from '../../../lib/stars.js';

export function FinishedBlock({ priceText, t }: { priceText: string; t: Translate }) {
  return (
    <div className="job-finished">
      <p className="job-finished-label">{t('fragments-firma:::finish::done')}</p>
      <p className="job-finished-price">{priceText}</p>
      <p className="muted">{t('fragments-firma:::finish::review_note')}</p>
    </div>
  );
}

export function ReviewsCancelModal({ review, t, lang }: { review: ReviewRow; t: Translate; lang: string }) {
  return (
    <div className="modal-reviews-cancel" role="dialog" aria-labelledby="reviews-cancel-title">
      <h2 id="reviews-cancel-title">{t('fragments-firma:::finish::rated_title')}</h2>
      <p>{t('fragments-firma:::finish::rated_text')}</p>
      <figure className="review">
        <p>
          <Stars
            rating={review.rating}
            label={t('fragments-firma:::finish::stars', { count: review.rating })}
          />
        </p>
        <blockquote>
          <p className="review-title">{review.title}</p>
          <p className="review-text">{review.text}</p>
        </blockquote>
        <figcaption>
          {shownName(review.author_name, t)}, {formatDate(review.created_at, lang)}
        </figcaption>
      </figure>
      <button type="button" className="btn-close" data-dismiss="modal">
        {t('fragments-firma:::finish::close')}
      </button>
    </div>
  );
}
