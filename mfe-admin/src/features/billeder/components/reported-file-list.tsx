// One view of /admin/billeder: its query's spinner and error, an empty state, or one card per
// reported file (open or decided).
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorArea, Spinner, serverTextOfError } from '@opgavetorvet/ui';
import { useFileReportsQuery, type FileReportsView } from '../api/file-reports-api';
import { DecidedFileCard } from './decided-file-card';
import { ReportedFileCard } from './reported-file-card';

export function ReportedFileList({ view }: { view: FileReportsView }) {
  const { t } = useTranslation();
  const { data, isLoading, error } = useFileReportsQuery(view);
  // The deferred copy renders a long list as a transition (issue 13, total blocking time).
  const files = useDeferredValue(data?.files);
  const Card = view === 'open' ? ReportedFileCard : DecidedFileCard;
  return (
    <>
      {isLoading && <Spinner />}
      <ErrorArea message={error ? (serverTextOfError(error) ?? t('errors:::internal')) : null} />
      {files && files.length === 0 && (
        <EmptyState
          title={t(`admin:::billeder::empty_title_${view}`)}
          text={t(`admin:::billeder::empty_text_${view}`)}
        />
      )}
      {files && files.length > 0 && (
        <div className="stack">
          {files.map((item) => (
            <Card key={item.key} item={item} />
          ))}
        </div>
      )}
    </>
  );
}
