// The company's standing in one category (/ajax/firma/infocategoryscore): open jobs there now, its
// own bids, wins and finished jobs, its average rating and its subscription for the category.
import type { Translate } from '../../../lib/translator.js';

export interface CategoryScore {
  open_jobs: number;
  bids: number;
  won: number;
  finished: number;
  reviews: number;
  average_rating: number | null;
  subscription: string | null;
}

export function CategoryScoreInfo({ score, t }: { score: CategoryScore; t: Translate }) {
  const winRate = score.bids > 0 ? Math.round((score.won / score.bids) * 100) : 0;
  const rows: [string, string | number][] = [
    ['open_jobs', score.open_jobs],
    ['bids', score.bids],
    ['won', score.won],
    ['win_rate', t('fragments-firma:::score::percent', { value: winRate })],
    ['finished', score.finished],
    [
      'rating',
      score.average_rating === null
        ? t('fragments-firma:::score::no_rating')
        : t('fragments-firma:::score::rating_value', {
            value: score.average_rating.toFixed(1).replace('.', ','),
            count: score.reviews,
          }),
    ],
    [
      'subscription',
      score.subscription
        ? t(`fragments-firma:::score::plans::${score.subscription}`)
        : t('fragments-firma:::score::no_subscription'),
    ],
  ];
  return (
    <dl className="category-score">
      {rows.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`fragments-firma:::score::${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
