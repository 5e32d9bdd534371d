// Where a reported file is shown and who put it there: the job's headline (with its id), the
// message's company, the logo's company or the reference's title; the company's administration
// page when it belongs to a company (the administrator has no page of a job, so a job is text);
// and the uploader's name.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ReportedFile } from '@opgavetorvet/contracts';
import { paths } from '../../../config/paths';

export function ReportedFileOwner({ item }: { item: ReportedFile }) {
  const { t } = useTranslation();
  const { owner } = item;
  return (
    <ul className="card__meta">
      <li>{t(`admin:::billeder::owner::${owner.purpose}`, { title: owner.title })}</li>
      {owner.job_id !== null && <li>{t('admin:::billeder::job_id', { id: owner.job_id })}</li>}
      {owner.company_id !== null && (
        <li>
          <Link to={paths.firma(owner.company_id)}>{t('admin:::billeder::company_link')}</Link>
        </li>
      )}
      <li>
        {item.uploader_name === null
          ? t('admin:::billeder::uploader_unknown')
          : t('admin:::billeder::uploader', { name: item.uploader_name })}
      </li>
    </ul>
  );
}
