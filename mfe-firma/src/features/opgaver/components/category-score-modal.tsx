// 'Din score i {name}': the company's own figures in a category from /ajax/firma/infocategoryscore
// (open jobs there, its bids, wins, win rate, finished jobs, rating, subscription); the reply's
// title heads the modal once it has come.
import { useTranslation } from 'react-i18next';
import { ErrorArea, Modal, ServerHtml, Spinner, serverTextOfError } from '@opgavetorvet/ui';
import { useCategoryScoreQuery } from '../api/job-modals-api';

interface CategoryScoreModalProps {
  categoryId: number;
  name: string;
  onClose: () => void;
}

export function CategoryScoreModal({ categoryId, name, onClose }: CategoryScoreModalProps) {
  const { t } = useTranslation();
  const { data, error, isFetching } = useCategoryScoreQuery(categoryId);
  return (
    <Modal
      open
      title={data?.title ?? t('firma:::opgaver_extra::category::score', { name })}
      onClose={onClose}
      testId="category-score-modal"
    >
      <div className="stack">
        {data && <ServerHtml className="server-html category-score-html" html={data.html} />}
        {!data && isFetching && <Spinner />}
        <ErrorArea message={error ? (serverTextOfError(error) ?? t('errors:::internal')) : null} />
      </div>
    </Modal>
  );
}
