// /admin/anmeldelser: the reviews companies have reported (issue 33), one card per report with the
// review, the company's reason and the job, the oldest first, each to be kept or removed on a
// stated ground; ?visning=afgjorte shows the decided ones, newest decision first, with the decision.
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@opgavetorvet/ui';
import { ViewSwitch } from '../../../components/view-switch';
import { useReviewReportsQuery } from '../api/review-reports-api';
import { ReportedReviewList } from './reported-review-list';
import '../anmeldelser.css';

export function AnmeldelserPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const decided = searchParams.get('visning') === 'afgjorte';
  const waiting = useReviewReportsQuery('open').data?.reports.length ?? 0;
  return (
    <section className="stack" data-testid="admin-anmeldelser">
      <PageTitle text={t('admin:::anmeldelser::title')} />
      <p className="muted">
        {t(decided ? 'admin:::anmeldelser::decided_lead' : 'admin:::anmeldelser::lead')}
      </p>
      <ViewSwitch
        label={t('admin:::anmeldelser::views')}
        current={decided ? 'afgjorte' : null}
        options={[
          {
            value: null,
            label: t('admin:::anmeldelser::view_open'),
            count: waiting,
            countLabel: t('admin:::anmeldelser::open_count', { count: waiting }),
          },
          { value: 'afgjorte', label: t('admin:::anmeldelser::view_decided') },
        ]}
      />
      <ReportedReviewList view={decided ? 'decided' : 'open'} />
    </section>
  );
}
