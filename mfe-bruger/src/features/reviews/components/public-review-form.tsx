// The review form a company's review request leads to (/{slug}?anmeldelse={token}): SPEC §2's
// review fields and the name the review is shown with, checked with the call's schema
// (lib/review-forms.ts, SPEC §5's texts) before sending;
// the server checks the signed link (forged, another company's, expired or used → its text in the
// error area). Once sent, the form gives way to a thank-you, and the company's lists are read again.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, ErrorArea, TextField } from '@opgavetorvet/ui';
import { useCreatePublicReviewMutation } from '../api/reviews-api';
import { useReviewDraft } from '../hooks/use-review-draft';
import { REVIEW_MAX, publicReviewForm } from '../lib/review-forms';
import { ReviewFields } from './review-fields';
import './reviews.css';

interface PublicReviewFormProps {
  companyId: number;
  companyName: string;
  token: string;
  /** Called once the review is stored (the page drops the link's token from its address). */
  onReviewed?: () => void;
}

export function PublicReviewForm({ companyId, companyName, token, onReviewed }: PublicReviewFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { draft, change, errors, onSubmit } = useReviewDraft(publicReviewForm, null, {
    company_id: companyId,
    token,
  });
  const [done, setDone] = useState(false);
  const [send, { isLoading }] = useCreatePublicReviewMutation();

  const submit = onSubmit(async (body) => {
    const result = await send(body);
    if ('error' in result) return result;
    setDone(true);
    onReviewed?.();
    return result;
  });

  return (
    <Card className="stack public-review" aria-labelledby={titleId} data-testid="public-review">
      <h2 className="card__title" id={titleId}>
        {t('bruger:::reviews::public::title', { company: companyName })}
      </h2>
      {done ? (
        <p role="status" data-testid="public-review-thanks">
          {t('bruger:::reviews::public::thanks')}
        </p>
      ) : (
        <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
          <p className="muted">{t('bruger:::reviews::public::lead', { company: companyName })}</p>
          <ReviewFields draft={draft} onChange={change} />
          <TextField
            label={t('bruger:::reviews::public::field_name')}
            value={draft.name}
            maxLength={REVIEW_MAX.name}
            autoComplete="name"
            onChange={(event) => change({ name: event.target.value })}
          />
          <ErrorArea message={errors} testId="public-review-errors" />
          <div className="form-actions">
            <Button type="submit" busy={isLoading}>
              {t('bruger:::reviews::submit')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
