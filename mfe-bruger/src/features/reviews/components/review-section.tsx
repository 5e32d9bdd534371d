// 'Anmeld firmaet' on the job page: reviews only for the company that finished this job (SPEC §1,
// the service's rule). A company already reviewed shows its stars instead of the button. The review
// form is a chunk of its own (review-modal.tsx, issue 30), loaded when a button is pointed at or pressed.
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobPageContact, JobPageReply } from '@opgavetorvet/contracts';
import { Button, Card } from '@opgavetorvet/ui';
import { LoadingModal } from '../../../components/loading-modal';
import { lazyPart, preloadOn } from '../../../lib/lazy-part';
import './reviews.css';

const ReviewModal = lazyPart(() => import('./review-modal').then((module) => module.ReviewModal));

interface ReviewSectionProps {
  page: JobPageReply;
  /** The customer's ratings by contact id, for the companies she has reviewed. */
  ratings: ReadonlyMap<number, number>;
}

export function ReviewSection({ page, ratings }: ReviewSectionProps) {
  const { t } = useTranslation();
  const [writing, setWriting] = useState<JobPageContact | null>(null);
  const [given, setGiven] = useState<ReadonlyMap<number, number>>(new Map());
  const finished = page.contacts.filter((contact) => contact.state === 'finished');
  if (finished.length === 0) return null;
  return (
    <section className="stack" data-testid="review-section" aria-labelledby="review-section-title">
      <h2 className="section-title" id="review-section-title">
        {t('bruger:::reviews::section_title')}
      </h2>
      <Card className="stack stack--tight">
        <p className="card__meta">{t('bruger:::reviews::lead')}</p>
        <ul className="review-list">
          {finished.map((contact) => {
            const rating = given.get(contact.contact_id) ?? ratings.get(contact.contact_id);
            return (
              <li key={contact.contact_id} className="review-list__item">
                {rating === undefined ? (
                  <Button
                    onClick={() => setWriting(contact)}
                    {...preloadOn(ReviewModal)}
                    data-testid="write-review"
                  >
                    {t('bruger:::reviews::button', { company: contact.company.name })}
                  </Button>
                ) : (
                  <p data-testid="reviewed">
                    {t('bruger:::reviews::reviewed', { company: contact.company.name, rating })}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </Card>
      {writing && (
        <Suspense fallback={<LoadingModal onClose={() => setWriting(null)} />}>
          <ReviewModal
            contact={writing}
            categoryId={page.job.category_id}
            onClose={() => setWriting(null)}
            onReviewed={(rating) => {
              setGiven((current) => new Map(current).set(writing.contact_id, rating));
              setWriting(null);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
