// 'Giv tilbud': the bid form (price in whole kroner, optional estimates, a comment) → POST
// /api/firma/bud, opened once /ajax/firma/modal_bid has said the company may bid (use-bid-gate).
// Success and refusals with a message and a type are notifications of that type (SPEC §8 'Bid
// modal returns a message'); field errors are shown before anything is sent.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, TextField, notifyFromError, notifyFromReply, useAppDispatch } from '@opgavetorvet/ui';
import { useGiveBidMutation } from '../api/bid-api';
import type { BidTarget } from '../hooks/use-bid-gate';
import { bidBody, validateBid, type BidErrors, type BidFields } from '../lib/validate-bid';

const emptyFields: BidFields = { amount: '', min_estimate: '', max_estimate: '', comment: '' };

export function BidModal({ job, onClose }: { job: BidTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [fields, setFields] = useState<BidFields>(emptyFields);
  const [errors, setErrors] = useState<BidErrors>({});
  const [giveBid, { isLoading }] = useGiveBidMutation();

  const field = (key: keyof BidFields) => ({
    value: fields[key],
    error: errors[key] ? t(errors[key]) : null,
    onChange: (event: { target: { value: string } }) => {
      setFields((current) => ({ ...current, [key]: event.target.value }));
      if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateBid(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await giveBid(bidBody(job.job_id, fields));
    if ('error' in result) {
      dispatch(notifyFromError(result.error));
      return;
    }
    dispatch(notifyFromReply(result.data));
    onClose();
  };

  const number = { inputMode: 'numeric' as const, autoComplete: 'off' };
  return (
    <Modal
      open
      title={t('firma:::bid::title', { headline: job.headline })}
      onClose={onClose}
      testId="bid-modal"
    >
      <form className="stack" onSubmit={submit} noValidate>
        <p className="muted">{t('firma:::bid::sealed')}</p>
        <TextField
          label={t('firma:::bid::amount')}
          hint={t('firma:::bid::amount_hint')}
          {...number}
          {...field('amount')}
        />
        <div className="bid-form__estimates">
          <TextField label={t('firma:::bid::min_estimate')} {...number} {...field('min_estimate')} />
          <TextField label={t('firma:::bid::max_estimate')} {...number} {...field('max_estimate')} />
        </div>
        <TextField multiline label={t('firma:::bid::comment')} maxLength={2000} {...field('comment')} />
        <div className="form-actions">
          <Button type="submit" busy={isLoading}>
            {t('firma:::bid::submit')}
          </Button>
          <Button variant="quiet" onClick={onClose}>
            {t('firma:::bid::cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
