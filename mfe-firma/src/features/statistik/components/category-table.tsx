// The categories' numbers over the 12 months (issue 31): offers sent, won, hit rate and revenue per
// category the company sent offers in or finished jobs in, most offers first.
import { useTranslation } from 'react-i18next';
import type { StatisticsCategory } from '@opgavetorvet/contracts';
import { hitRateText, kronerText } from '../lib/figures';
import { FiguresTable } from './figures-table';

const COLUMNS = ['offers', 'won', 'hit_rate', 'revenue'] as const;

export function CategoryTable({ categories }: { categories: StatisticsCategory[] }) {
  const { t } = useTranslation();
  return (
    <FiguresTable
      testId="category-table"
      caption={t('firma:::statistik::categories_caption')}
      rowHead={t('firma:::statistik::columns::category')}
      columns={COLUMNS}
      rows={categories.map((category) => ({
        key: String(category.category_id),
        head: category.name,
        cells: {
          offers: String(category.offers),
          won: String(category.won),
          hit_rate: hitRateText(t, category.won, category.offers),
          revenue: kronerText(t, category.revenue_ore),
        },
      }))}
    />
  );
}
