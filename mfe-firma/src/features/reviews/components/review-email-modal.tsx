// 'Send e-mail om anmeldelse' (SPEC §2 modal): the company pastes its customers' addresses in any
// form; the server picks the e-mail addresses out and mails each a request for a review, within
// 200 a month and 50 a day, checked with the call's schema first (lib/review-emails-form.ts). The
// answer is a notification with SPEC §8's texts.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REVIEW_EMAIL_DAILY_CAP,
  REVIEW_EMAIL_MONTHLY_CAP,
  type ReviewEmailsReply,
} from '@opgavetorvet/contracts';
import { Button, Modal, TextField, notify, notifyFromError, useAppDispatch } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { useSendReviewEmailsMutation } from '../api/reviews-api';
import { reviewEmailsNotes } from '../lib/review-emails';
import { ADDRESSES_MAX, reviewEmailsForm } from '../lib/review-emails-form';

export function ReviewEmailModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const form = useSchemaForm(reviewEmailsForm, { defaultValues: { regArray: '' } });
  const [sentThisMonth, setSentThisMonth] = useState<number | null>(null);
  const [send, { isLoading }] = useSendReviewEmailsMutation();

  const told = (reply: ReviewEmailsReply) => {
    dispatch(
      notify(reviewEmailsNotes(reply).map(({ type, key, params }) => ({ type, note: t(key, params) }))),
    );
    setSentThisMonth(reply.count_all);
    if (reply.type === 'success') onClose();
  };

  const submit = form.handleSubmit(async (body) => {
    const result = await send(body);
    if ('error' in result) dispatch(notifyFromError(result.error));
    else told(result.data);
  });

  return (
    <Modal open title={t('firma:::anmeldelser::email::title')} onClose={onClose} testId="review-email-modal">
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <p>{t('firma:::anmeldelser::email::intro')}</p>
        <TextField
          multiline
          rows={6}
          label={t('firma:::anmeldelser::email::addresses')}
          hint={t('firma:::anmeldelser::email::hint', {
            month: REVIEW_EMAIL_MONTHLY_CAP,
            day: REVIEW_EMAIL_DAILY_CAP,
          })}
          maxLength={ADDRESSES_MAX}
          {...form.field('regArray')}
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
