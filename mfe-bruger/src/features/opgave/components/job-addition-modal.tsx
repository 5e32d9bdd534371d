// 'Skriv en tilføjelse' (issue 32): once the job has offers its text stays as the companies read it;
// a dated addition is shown under it and the companies with an offer are told by e-mail.
import { useTranslation } from 'react-i18next';
import { Button, Modal, notifyFromReply, serverTextOfError, useAppDispatch } from '@opgavetorvet/ui';
import { SchemaTextForm } from '@opgavetorvet/ui/forms';
import { useAddJobAdditionMutation } from '../api/job-control-api';
import { additionForm } from '../lib/job-control-forms';

export function JobAdditionModal({ jobId, onClose }: { jobId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [add, { isLoading }] = useAddJobAdditionMutation();
  return (
    <Modal open title={t('bruger:::control::addition::title')} onClose={onClose} testId="job-addition-modal">
      <SchemaTextForm
        form={additionForm}
        label={t('bruger:::control::addition::text')}
        intro={<p className="muted">{t('bruger:::control::addition::lead')}</p>}
        rows={4}
        submitLabel={t('bruger:::control::addition::save')}
        busy={isLoading}
        actions={
          <Button variant="quiet" onClick={onClose}>
            {t('bruger:::control::addition::cancel')}
          </Button>
        }
        onSend={async (body) => {
          const result = await add({ ...body, job_id: jobId });
          if ('error' in result) return serverTextOfError(result.error) ?? t('errors:::internal');
          dispatch(notifyFromReply(result.data));
          onClose();
          return true;
        }}
      />
    </Modal>
  );
}
