// Previous / "side X af Y" / next for paged lists; hidden when everything fits on one page.
import { useTranslation } from 'react-i18next';
import { Button } from './button';

export interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

export function Pager({ page, pageCount, onPage }: PagerProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav className="pager" aria-label={t('common:::pager::label')}>
      <Button
        variant="secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        data-testid="pager-previous"
      >
        {t('common:::pager::previous')}
      </Button>
      <span className="pager__status" aria-live="polite">
        {t('common:::pager::status', { page, pages: pageCount })}
      </span>
      <Button
        variant="secondary"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
        data-testid="pager-next"
      >
        {t('common:::pager::next')}
      </Button>
    </nav>
  );
}
