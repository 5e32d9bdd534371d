// 'Giv tilbud': the bid form (price in whole kroner, optional estimates, a comment) → POST
// /api/firma/bud, opened once /ajax/firma/modal_bid has said the company may bid (use-bid-gate).
// The fields are checked with the call's schema before anything is sent (lib/bid-form.ts); a
// refusal of a field is shown at it, other success and refusals with a message and a type are
// notifications of that type (SPEC §8 'Bid modal returns a message'). Loaded when first opened.
import { useTranslation } from 'react-i18next';
import { Button, Modal, TextField } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { useGiveBidMutation } from '../api/bid-api';
import type { BidTarget } from '../hooks/use-bid-gate';
import { COMMENT_MAX, bidForm, emptyBid } from '../lib/bid-form';

export function BidModal({ job, onClose }: { job: BidTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(bidForm, { defaultValues: emptyBid, fixed: { job_id: job.job_id } });
  const [giveBid, { isLoading }] = useGiveBidMutation();

  const submit = form.handleSubmit(async (body) => {
    if (form.replied(await giveBid(body))) onClose();
  });

  const number = { inputMode: 'numeric' as const, autoComplete: 'off' };
  return (
    <Modal
      open
      title={t('firma:::bid::title', { headline: job.headline })}
      onClose={onClose}
      testId="bid-modal"
    >
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <p className="muted">{t('firma:::bid::sealed')}</p>
        <TextField
          label={t('firma:::bid::amount')}
          hint={t('firma:::bid::amount_hint')}
          {...number}
          {...form.field('amount')}
        />
        <div className="bid-form__estimates">
          <TextField label={t('firma:::bid::min_estimate')} {...number} {...form.field('min_estimate')} />
          <TextField label={t('firma:::bid::max_estimate')} {...number} {...form.field('max_estimate')} />
        </div>
        <TextField
          multiline
          label={t('firma:::bid::comment')}
          maxLength={COMMENT_MAX}
          {...form.field('comment')}
        />
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
