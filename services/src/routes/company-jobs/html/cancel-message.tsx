// The cancel-message view (/ajax/firma/show_cancel_message): the company's newest cancel request on
// a contact, its reason, the agreed date, and where the administrator's decision stands.
import type { Translate } from '../../../lib/translator.js';
import { formatDate, formatDateTime } from '../../../lib/danish.js';

export interface CancellationView {
  id: number;
  text: string;
  option_select: number;
  option_new_one: number;
  appointment_at: number | null;
  status: 'pending' | 'approved' | 'rejected' | 'withdrawn';
  decision_reason: string | null;
  created_at: number;
  decided_at: number | null;
  headline: string;
}

export function CancelMessage({
  cancellation: c,
  t,
  lang,
}: {
  cancellation: CancellationView;
  t: Translate;
  lang: string;
}) {
  return (
    <div data-cancellation-id={c.id} data-status={c.status}>
      <h2>{t('fragments-firma:::cancel::view_title', { headline: c.headline })}</h2>
      <dl>
        <dt>{t('fragments-firma:::cancel::reason')}</dt>
        <dd>
          {t(`fragments-firma:::cancel::options::${c.option_select}`, {
            defaultValue: t('fragments-firma:::cancel::options::other'),
          })}
        </dd>
        <dt>{t('fragments-firma:::cancel::text')}</dt>
        <dd>{c.text}</dd>
        {c.appointment_at ? (
          <>
            <dt>{t('fragments-firma:::cancel::appointment')}</dt>
            <dd>{formatDate(c.appointment_at, lang)}</dd>
          </>
        ) : null}
        {c.option_new_one ? (
          <>
            <dt>{t('fragments-firma:::cancel::new_company')}</dt>
            <dd>{t('fragments-firma:::cancel::yes')}</dd>
          </>
        ) : null}
        <dt>{t('fragments-firma:::cancel::sent')}</dt>
        <dd>{formatDateTime(c.created_at, lang)}</dd>
        <dt>{t('fragments-firma:::cancel::status')}</dt>
        <dd>{t(`fragments-firma:::cancel::statuses::${c.status}`)}</dd>
        {c.decision_reason ? (
          <>
            <dt>{t('fragments-firma:::cancel::decision')}</dt>
            <dd>{c.decision_reason}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
