// The bid form of /ajax/firma/modal_bid: the sealed offer's fields, named as POST /api/firma/bud
// takes them (whole kroner, discounts in per cent), for one open job.
import { BID_COMMENT_MAX, MAX_AMOUNT } from '@opgavetorvet/contracts';
import type { Translate } from '../../../lib/translator.js';

interface BidFormProps {
  jobId: number;
  headline: string;
  t: Translate;
}

const numberFields = [
  ['amount', 1, 'kr'],
  ['min_estimate', 0, 'kr'],
  ['max_estimate', 0, 'kr'],
  ['discount', 0, 'pct'],
  ['hours_amount', 0, 'hours'],
  ['hours_discount', 0, 'pct'],
] as const;

export function BidForm({ jobId, headline, t }: BidFormProps) {
  return (
    <form className="stack" method="post" action="/api/firma/bud" data-job-id={jobId}>
      <h2>{t('fragments-firma:::bid::title', { headline })}</h2>
      <input type="hidden" name="job_id" value={jobId} />
      {numberFields.map(([name, min, unit]) => (
        <label key={name} className="field">
          <span className="field__label">{t(`fragments-firma:::bid::fields::${name}`)}</span>
          <input
            className="field__input"
            type="number"
            name={name}
            min={min}
            max={unit === 'pct' ? 100 : MAX_AMOUNT}
            step={1}
            inputMode="numeric"
            required={name === 'amount'}
          />
          <span className="field__hint">{t(`fragments-firma:::bid::units::${unit}`)}</span>
        </label>
      ))}
      <label className="field">
        <span className="field__label">{t('fragments-firma:::bid::fields::comment')}</span>
        <textarea className="field__input" name="comment" maxLength={BID_COMMENT_MAX} rows={4} />
      </label>
      <p className="muted">{t('fragments-firma:::bid::sealed')}</p>
      <button type="submit" className="btn btn--primary">
        {t('fragments-firma:::bid::submit')}
      </button>
    </form>
  );
}
