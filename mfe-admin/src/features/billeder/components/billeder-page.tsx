// /admin/billeder: the photos and files people have reported (issue 33), one card per file with
// every report, oldest report first, each to be removed (with a reason the uploader is sent) or kept;
// ?visning=afgjorte shows the decided ones, newest decision first, with the decision.
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@opgavetorvet/ui';
import { ViewSwitch } from '../../../components/view-switch';
import { useFileReportsQuery } from '../api/file-reports-api';
import { ReportedFileList } from './reported-file-list';
import '../billeder.css';

export function BillederPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const decided = searchParams.get('visning') === 'afgjorte';
  const { data } = useFileReportsQuery('open');
  const open = data?.files.length ?? 0;
  return (
    <section className="stack" data-testid="admin-billeder">
      <PageTitle text={t('admin:::billeder::title')} />
      <p className="muted">{t(decided ? 'admin:::billeder::decided_lead' : 'admin:::billeder::lead')}</p>
      <ViewSwitch
        label={t('admin:::billeder::views')}
        current={decided ? 'afgjorte' : null}
        options={[
          {
            value: null,
            label: t('admin:::billeder::view_open'),
            count: open,
            countLabel: t('admin:::billeder::open_count', { count: open }),
          },
          { value: 'afgjorte', label: t('admin:::billeder::view_decided') },
        ]}
      />
      <ReportedFileList view={decided ? 'decided' : 'open'} />
    </section>
  );
}
