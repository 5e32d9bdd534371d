// One reported file awaiting the administrator, with the two answers: 'Fjern billede' asks for the
// reason the uploader is told (a dialog loaded when first opened: its form validation is no part of
// the page's first load), 'Behold billedet' dismisses the reports and keeps the file. The service's
// message is a notice; the decided item leaves the list (api/file-reports-api.ts).
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportedFile } from '@opgavetorvet/contracts';
import { Badge, Button, notifyFromError, notifyFromReply, useAppDispatch } from '@opgavetorvet/ui';
import { useDecideReportedFileMutation } from '../api/file-reports-api';
import { ReportedFileCardFrame } from './reported-file-card-frame';

const RemovalModal = lazy(() =>
  import(/* webpackChunkName: "file-removal-modal" */ './removal-modal').then((module) => ({
    default: module.RemovalModal,
  })),
);

export function ReportedFileCard({ item }: { item: ReportedFile }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [removing, setRemoving] = useState(false);
  const [dismiss, { isLoading }] = useDecideReportedFileMutation();
  const kind = item.file?.kind ?? 'image';

  const keep = async () => {
    const result = await dismiss({ key: item.key, action: 'afvis' });
    dispatch('error' in result ? notifyFromError(result.error) : notifyFromReply(result.data));
  };

  return (
    <ReportedFileCardFrame
      item={item}
      testId="reported-file"
      badge={<Badge tone="warning">{t('admin:::billeder::open_badge')}</Badge>}
    >
      <div className="form-actions">
        <Button onClick={() => setRemoving(true)}>{t(`admin:::billeder::remove::${kind}`)}</Button>
        <Button variant="secondary" busy={isLoading} onClick={() => void keep()}>
          {t(`admin:::billeder::keep::${kind}`)}
        </Button>
      </div>
      {removing && (
        <Suspense fallback={null}>
          <RemovalModal item={item} onClose={() => setRemoving(false)} />
        </Suspense>
      )}
    </ReportedFileCardFrame>
  );
}
