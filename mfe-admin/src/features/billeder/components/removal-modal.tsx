// 'Fjern billede': the administrator's reason, required and checked with the call's schema
// (lib/removal-form.ts: an empty reason is told errors:::field_empty before sending), which the
// uploader is sent, as the dialog says. The file is deleted for good; the server's message is a
// notice, or a refusal of the reason is shown at it. Loaded when first asked for.
import { useTranslation } from 'react-i18next';
import type { ReportedFile } from '@opgavetorvet/contracts';
import { Modal } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { ReasonForm } from '../../../components/reason-form';
import { useDecideReportedFileMutation } from '../api/file-reports-api';
import { REMOVAL_REASON_MAX, removalForm } from '../lib/removal-form';

export function RemovalModal({ item, onClose }: { item: ReportedFile; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(removalForm, { defaultValues: { reason: '' } });
  const [remove, { isLoading }] = useDecideReportedFileMutation();
  const kind = item.file?.kind ?? 'image';

  const submit = form.handleSubmit(async (body) => {
    const result = await remove({ key: item.key, action: 'fjern', ...body });
    if (!form.replied(result)) return;
    onClose();
  });

  return (
    <Modal open title={t(`admin:::billeder::remove::${kind}`)} onClose={onClose} testId="removal-modal">
      <ReasonForm
        lead={
          item.uploader_name === null
            ? t('admin:::billeder::removal::lead_unknown')
            : t('admin:::billeder::removal::lead', { name: item.uploader_name })
        }
        label={t('admin:::billeder::removal::reason')}
        hint={t('admin:::billeder::removal::reason_hint')}
        maxLength={REMOVAL_REASON_MAX}
        field={form.field('reason')}
        submitLabel={t(`admin:::billeder::remove::${kind}`)}
        cancelLabel={t('admin:::billeder::removal::cancel')}
        busy={isLoading}
        onSubmit={(event) => void submit(event)}
        onCancel={onClose}
      />
    </Modal>
  );
}
