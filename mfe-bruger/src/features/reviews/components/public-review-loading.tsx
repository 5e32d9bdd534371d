// What stands in for the review form of a review request's link (/{slug}?anmeldelse=) while its chunk
// loads (public-review-form.tsx with react-hook-form and the call's schema, issue 30): the form's
// card with its title and lead, about the form's height (public-review-loading.css), so the profile
// below it does not jump when the form arrives.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Spinner } from '@opgavetorvet/ui';
import './public-review-loading.css';

export function PublicReviewLoading({ companyName }: { companyName: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card
      className="stack public-review public-review--loading"
      aria-labelledby={titleId}
      aria-busy="true"
      data-testid="public-review-loading"
    >
      <h2 className="card__title" id={titleId}>
        {t('bruger:::reviews::public::title', { company: companyName })}
      </h2>
      <p className="muted">{t('bruger:::reviews::public::lead', { company: companyName })}</p>
      <Spinner />
    </Card>
  );
}
