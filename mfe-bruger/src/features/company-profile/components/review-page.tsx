// One page (5) of a review list as the service renders it: stars with their label, title, text,
// author, date and the company's answer, already escaped by the service. The last page loaded
// offers 'Vis flere' while there are more (page_up).
import { useTranslation } from 'react-i18next';
import { Button, ServerHtml, Spinner } from '@opgavetorvet/ui';
import { useProfileReviewPageQuery, type ProfileReviewList } from '../api/company-profile-api';

interface ReviewPageProps {
  list: ProfileReviewList;
  companyId: number;
  page: number;
  isLast: boolean;
  onMore: () => void;
}

export function ReviewPage({ list, companyId, page, isLast, onMore }: ReviewPageProps) {
  const { t } = useTranslation();
  const { data, isError } = useProfileReviewPageQuery({ list, company_id: companyId, page });
  if (isError) return <p className="muted">{t('errors:::content_load_failed')}</p>;
  if (!data) return <Spinner />;
  return (
    <>
      {data.html !== '' && <ServerHtml className="profile-review-page" data-page={page} html={data.html} />}
      {isLast && data.page_up > 0 && (
        <div className="form-actions">
          <Button variant="secondary" onClick={onMore}>
            {t('bruger:::profile::reviews::more')}
          </Button>
        </div>
      )}
    </>
  );
}
