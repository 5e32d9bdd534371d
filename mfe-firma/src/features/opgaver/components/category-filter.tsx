// The category picked in the filter: its name, 'Din score i {name}' (the score modal), its
// questions as checkboxes and minimums, and its open jobs from /firma/find_checked (unfiltered
// until something is ticked). A category outside the company's own shows the service's refusal.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorArea, Spinner, serverTextOfError } from '@opgavetorvet/ui';
import {
  useFindCheckedJobsQuery,
  useOpenJobsCategoryFormQuery,
  useOpenJobsCategoryTreeQuery,
} from '../api/job-filter-api';
import type { BidTarget } from '../hooks/use-bid-gate';
import { categoryOfTree } from '../lib/category-of-tree';
import { findCheckedBody, noAnswers, type AttributeAnswers } from '../lib/find-checked-body';
import { AttributeFilterForm } from './attribute-filter-form';
import { CategoryScoreModal } from './category-score-modal';
import { CheckedJobsList } from './checked-jobs-list';

interface CategoryFilterProps {
  categoryId: number;
  onClear: () => void;
  onBid: (target: BidTarget) => void;
}

export function CategoryFilter({ categoryId, onClear, onBid }: CategoryFilterProps) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<AttributeAnswers>(noAnswers);
  const [showScore, setShowScore] = useState(false);
  const { data: tree } = useOpenJobsCategoryTreeQuery();
  const category = categoryOfTree(tree, categoryId);
  const { data: form } = useOpenJobsCategoryFormQuery(category?.slug ?? '', { skip: !category });
  const jobs = useFindCheckedJobsQuery(findCheckedBody(categoryId, answers));
  const name = category?.name ?? String(categoryId);

  return (
    <section
      className="stack category-filter"
      data-testid="category-filter"
      aria-labelledby="category-filter-title"
    >
      <div className="category-filter__head">
        <h2 id="category-filter-title" className="card__title">
          {t('firma:::opgaver_extra::category::title', { name })}
        </h2>
        <div className="category-filter__actions">
          <Button variant="secondary" onClick={() => setShowScore(true)}>
            {t('firma:::opgaver_extra::category::score', { name })}
          </Button>
          <Button variant="quiet" onClick={onClear}>
            {t('firma:::opgaver_extra::category::clear')}
          </Button>
        </div>
      </div>
      {form && <AttributeFilterForm key={categoryId} attributes={form.attributes} onApply={setAnswers} />}
      <ErrorArea message={jobs.error ? (serverTextOfError(jobs.error) ?? t('errors:::internal')) : null} />
      {jobs.isFetching && !jobs.data && <Spinner />}
      {jobs.data && !jobs.error && (
        <div aria-busy={jobs.isFetching}>
          <CheckedJobsList html={jobs.data} onBid={onBid} />
        </div>
      )}
      {showScore && (
        <CategoryScoreModal categoryId={categoryId} name={name} onClose={() => setShowScore(false)} />
      )}
    </section>
  );
}
