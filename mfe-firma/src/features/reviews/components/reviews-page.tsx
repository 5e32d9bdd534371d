// /firma/anmeldelser: the company's reviews (customers', public, friends') with 'Vis flere', the
// answer to each review, and the 'Send e-mail om anmeldelse' modal.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, PageTitle, useSessionUser } from '@opgavetorvet/ui';
import type { ReviewListKind } from '../api/reviews-api';
import '../styles/reviews.css';
import { ReviewEmailModal } from './review-email-modal';
import { ReviewListPage } from './review-list-page';

const LISTS: readonly ReviewListKind[] = ['reviews', 'publicreview', 'friendtestimonials'];

export function ReviewsPage() {
  const { t } = useTranslation();
  const { user } = useSessionUser();
  const [list, setList] = useState<ReviewListKind>('reviews');
  const [pages, setPages] = useState(1);
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
            onClick={() => {
              setList(kind);
              setPages(1);
            }}
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
            onMore={() => setPages((n) => n + 1)}
          />
        ))}
      </Card>
      {emailOpen && <ReviewEmailModal onClose={() => setEmailOpen(false)} />}
    </section>
  );
}
