// The contract modal 'Kontrakt - Job-ID {job_id}' (/ajax/firma/get_my_contract_by_job_id): the two
// parties, the job, the agreed price (this company's own bid) and dates, and proposed changes. A
// fact without a value (the company's address when it has none) prints no line.
import { addressLine } from '@opgavetorvet/contracts';
import type { Translate } from '../../../lib/translator.js';
import { shownName } from '../../../lib/personal-data/shown-name.js';
import { formatDate, formatDateTime, formatKroner, formatWholeKroner } from '../../../lib/danish.js';

export interface ContractData {
  job_id: number;
  headline: string;
  description: string;
  category_name: string;
  /** The street address the customer gave when she chose this company (issue 32). */
  job_street: string | null;
  job_zip: string;
  job_city: string;
  state: string;
  selected_at: number;
  appointment_at: number | null;
  expected_start_at: number | null;
  expected_end_at: number | null;
  finished_price_ore: number | null;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  company_name: string;
  company_cvr: string | null;
  /** Street, zip and town as one line (addressLine), '' when the company has no address. */
  company_address: string;
  company_email: string;
  company_phone: string | null;
  bid_amount: number | null;
  min_estimate: number | null;
  max_estimate: number | null;
  discount: number | null;
  hours_amount: number | null;
  bid_comment: string | null;
}

export interface ContractChange {
  message: string;
  created_at: number;
}

type Fact = [label: string, value: string | null];

function Facts({ facts, t }: { facts: Fact[]; t: Translate }) {
  return (
    <dl>
      {facts
        .filter(([, value]) => value !== null && value !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt>{t(`fragments-firma:::contract::${label}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

export function Contract({
  c,
  changes,
  t,
  lang,
}: {
  c: ContractData;
  changes: ContractChange[];
  t: Translate;
  lang: string;
}) {
  const date = (s: number | null) => (s === null ? null : formatDate(s, lang));
  const kr = (n: number | null) => (n === null ? null : formatWholeKroner(n));
  return (
    <div data-job-id={c.job_id}>
      <h2 className="contract-title">{t('fragments-firma:::contract::title', { job_id: c.job_id })}</h2>
      <section>
        <h3>{t('fragments-firma:::contract::customer')}</h3>
        <Facts
          t={t}
          facts={[
            ['name', shownName(c.customer_name, t)],
            ['phone', c.customer_phone],
            ['email', c.customer_email],
          ]}
        />
        <h3>{t('fragments-firma:::contract::company')}</h3>
        <Facts
          t={t}
          facts={[
            ['name', c.company_name],
            ['cvr', c.company_cvr],
            ['address', c.company_address],
            ['phone', c.company_phone],
            ['email', c.company_email],
          ]}
        />
      </section>
      <section>
        <h3>{t('fragments-firma:::contract::job')}</h3>
        <Facts
          t={t}
          facts={[
            ['headline', c.headline],
            ['category', c.category_name],
            ['place', addressLine({ address: c.job_street, zip: c.job_zip, city: c.job_city })],
            ['description', c.description],
          ]}
        />
      </section>
      <section>
        <h3>{t('fragments-firma:::contract::price')}</h3>
        <Facts
          t={t}
          facts={[
            ['amount', kr(c.bid_amount)],
            [
              'estimate',
              c.min_estimate !== null && c.max_estimate !== null
                ? `${kr(c.min_estimate)} – ${kr(c.max_estimate)}`
                : null,
            ],
            ['discount', c.discount === null ? null : `${c.discount} %`],
            ['hours', c.hours_amount === null ? null : String(c.hours_amount)],
            ['comment', c.bid_comment],
            ['final_price', c.finished_price_ore === null ? null : formatKroner(c.finished_price_ore)],
          ]}
        />
      </section>
      <section>
        <h3>{t('fragments-firma:::contract::dates')}</h3>
        <Facts
          t={t}
          facts={[
            ['chosen', date(c.selected_at)],
            ['appointment', c.appointment_at === null ? null : formatDateTime(c.appointment_at, lang)],
            ['expected_start', date(c.expected_start_at)],
            ['expected_end', date(c.expected_end_at)],
            ['state', t(`fragments-firma:::states::${c.state}`)],
          ]}
        />
      </section>
      {changes.length > 0 ? (
        <section>
          <h3>{t('fragments-firma:::contract::changes')}</h3>
          <ul>
            {changes.map((change) => (
              <li key={change.created_at + change.message}>
                <time>{formatDate(change.created_at, lang)}</time> {change.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
