// One sealed offer as the customer sees it: price, estimate span, discounts, hours and the
// company's comment. Used by the mobile bid modal and the company's list of offers.
import type { Translate } from '../../../lib/translator.js';
import type { BidRow } from '../../../db/queries/contacts.js';
import { dateText, kroner } from '../rules.js';

interface OfferDetailsProps {
  t: Translate;
  lang: string;
  bid: BidRow;
}

export function OfferDetails({ t, lang, bid }: OfferDetailsProps) {
  const rows: [string, string][] = [[t('fragments-bruger:::offer::price'), kroner(bid.amount)]];
  if (bid.minEstimate !== null && bid.maxEstimate !== null) {
    rows.push([
      t('fragments-bruger:::offer::estimate'),
      `${kroner(bid.minEstimate)} – ${kroner(bid.maxEstimate)}`,
    ]);
  }
  if (bid.discount) rows.push([t('fragments-bruger:::offer::discount'), `${bid.discount} %`]);
  if (bid.hoursAmount)
    rows.push([
      t('fragments-bruger:::offer::hours'),
      t('fragments-bruger:::offer::hours_value', { count: bid.hoursAmount }),
    ]);
  if (bid.hoursDiscount) rows.push([t('fragments-bruger:::offer::hours_discount'), `${bid.hoursDiscount} %`]);
  return (
    <div className={bid.withdrawnAt ? 'offer--withdrawn' : undefined} data-bid-id={bid.id}>
      <dl className="offer__facts">
        {rows.map(([label, value]) => (
          <div key={label} className="offer__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {bid.comment ? <p className="offer__comment">{bid.comment}</p> : null}
      <p className="offer__date">
        {bid.withdrawnAt
          ? t('fragments-bruger:::offer::withdrawn', { date: dateText(bid.withdrawnAt, lang) })
          : t('fragments-bruger:::offer::given', { date: dateText(bid.createdAt, lang) })}
      </p>
    </div>
  );
}
