// /firma/anmeldelser: the company's reviews (customers', public, friends') with 'Vis flere', the
// answer to each review, and the 'Send e-mail om anmeldelse' modal. The chosen list is a tab in the
// address's hash (SPEC §2; none for the customers' reviews), so a link opens it and 'back' returns.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, PageTitle, useSessionUser } from '@opgavetorvet/ui';
import { useHashTab } from '../../../lib/use-hash-tab';
import type { ReviewListKind } from '../api/reviews-api';
import '../styles/reviews.css';
import { ReviewEmailModal } from './review-email-modal';
import { ReviewListPage } from './review-list-page';

const LISTS: readonly ReviewListKind[] = ['reviews', 'publicreview', 'friendtestimonials'];

/** Each list's tab hash; the customers' reviews (the first) are the page without one. */
const REVIEW_LIST_HASH: Readonly<Record<ReviewListKind, string>> = {
  reviews: '',
  publicreview: '#offentlige-anmeldelser',
  friendtestimonials: '#anbefalinger',
};

export function ReviewsPage() {
  const { t } = useTranslation();
  const { user } = useSessionUser();
  const [list, setList] = useHashTab<ReviewListKind>(REVIEW_LIST_HASH, 'reviews');
  // 'Vis flere' per list: a list shown again keeps the pages it had.
  const [pagesOf, setPagesOf] = useState<Record<ReviewListKind, number>>({
    reviews: 1,
    publicreview: 1,
    friendtestimonials: 1,
  });
  const pages = pagesOf[list];
  const [emailOpen, setEmailOpen] = useState(false);
  if (!user?.companyId) return null;
  const companyId = user.companyId;

  return (
    <section className="stack" data-testid="firma-anmeldelser">
      <PageTitle text={t('firma:::anmeldelser::title')} />
      <Card className="review-request">
        <p>{t('firma:::anmeldelser::request_text')}</p>
        <Button onClick={() => setEmailOpen(true)}>{t('firma:::anmeldelser::request_button')}</Button>
      </Card>
      <div className="segmented" role="group" aria-label={t('firma:::anmeldelser::lists_label')}>
        {LISTS.map((kind) => (
          <Button
            key={kind}
            variant={kind === list ? 'primary' : 'secondary'}
            aria-pressed={kind === list}
            onClick={() => setList(kind)}
          >
            {t(`firma:::anmeldelser::lists::${kind}`)}
          </Button>
        ))}
      </div>
      <Card className="review-list" data-testid="review-list">
        {/* The chosen list's name heads it, so the reviews' own titles (h3) follow an h2. */}
        <h2 className="card__title">{t(`firma:::anmeldelser::lists::${list}`)}</h2>
        {Array.from({ length: pages }, (_, index) => (
          <ReviewListPage
            key={`${list}-${index + 1}`}
            list={list}
            companyId={companyId}
            page={index + 1}
            isLast={index + 1 === pages}
            onMore={() => setPagesOf((all) => ({ ...all, [list]: all[list] + 1 }))}
          />
        ))}
      </Card>
      {emailOpen && <ReviewEmailModal onClose={() => setEmailOpen(false)} />}
    </section>
  );
}
