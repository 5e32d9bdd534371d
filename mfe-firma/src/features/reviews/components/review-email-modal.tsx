// 'Send e-mail om anmeldelse' (SPEC §2 modal): the company pastes its customers' addresses in any
// form; the server picks the e-mail addresses out and mails each a request for a review, within
// 200 a month and 50 a day. The answer is a notification with SPEC §8's texts.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_EMAIL_DAILY_CAP, REVIEW_EMAIL_MONTHLY_CAP } from '@opgavetorvet/contracts';
import { Button, Modal, TextField, notify, notifyFromError, useAppDispatch } from '@opgavetorvet/ui';
import { useRequiredText } from '../../../lib/use-required-text';
import { useSendReviewEmailsMutation } from '../api/reviews-api';
import { reviewEmailsNotes } from '../lib/review-emails';

export function ReviewEmailModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { text, setText, error, setError, filled } = useRequiredText();
  const [sentThisMonth, setSentThisMonth] = useState<number | null>(null);
  const [send, { isLoading }] = useSendReviewEmailsMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!filled()) return;
    const result = await send({ regArray: text });
    if ('error' in result) {
      dispatch(notifyFromError(result.error));
      return;
    }
    dispatch(
      notify(reviewEmailsNotes(result.data).map(({ type, key, params }) => ({ type, note: t(key, params) }))),
    );
    setSentThisMonth(result.data.count_all);
    if (result.data.type === 'success') onClose();
  };

  return (
    <Modal open title={t('firma:::anmeldelser::email::title')} onClose={onClose} testId="review-email-modal">
      <form className="stack" onSubmit={submit} noValidate>
        <p>{t('firma:::anmeldelser::email::intro')}</p>
        <TextField
          multiline
          rows={6}
          label={t('firma:::anmeldelser::email::addresses')}
          hint={t('firma:::anmeldelser::email::hint', {
            month: REVIEW_EMAIL_MONTHLY_CAP,
            day: REVIEW_EMAIL_DAILY_CAP,
          })}
          value={text}
          error={error}
          maxLength={20000}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
        />
        {sentThisMonth !== null && (
          <p className="muted" data-testid="review-email-count">
            {t('firma:::anmeldelser::email::count', { count: sentThisMonth, max: REVIEW_EMAIL_MONTHLY_CAP })}
          </p>
        )}
        <div className="form-actions">
          <Button type="submit" busy={isLoading}>
            {t('firma:::anmeldelser::email::send')}
          </Button>
          <Button variant="quiet" onClick={onClose}>
            {t('firma:::anmeldelser::email::cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
