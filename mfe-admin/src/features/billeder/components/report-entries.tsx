// Every report of one file: why, by whom (a visitor's has no name) and when, oldest first as the
// service gives them.
import { useTranslation } from 'react-i18next';
import type { FileReportEntry } from '@opgavetorvet/contracts';
import { formatUnixDateTime } from '@opgavetorvet/ui';

export function ReportEntries({ reports }: { reports: FileReportEntry[] }) {
  const { t } = useTranslation();
  return (
    <div className="reported-file__reports">
      <h3 className="reported-file__reports-title">
        {t('admin:::billeder::reports', { count: reports.length })}
      </h3>
      <ol className="reported-file__report-list">
        {reports.map((report, index) => (
          <li key={index} data-testid="file-report">
            <blockquote className="reported-file__reason">{report.reason}</blockquote>
            <p className="reported-file__reported-by">
              {t(
                report.reporter_name === null
                  ? 'admin:::billeder::reported_by_visitor'
                  : 'admin:::billeder::reported_by',
                {
                  name: report.reporter_name,
                  date: formatUnixDateTime(report.created_at),
                },
              )}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
