// 'Vælg firma': chooses this offer's company as the supplier (/ajax/bruger/changejobstatus) and
// goes to the reply's result, the supplier-hired page (SPEC §4); a refusal is a notification.
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, notifyFromError, notifyFromReply, useAppDispatch } from '@opgavetorvet/ui';
import { useChooseSupplierMutation } from '../api/job-page-api';
import { isSitePath } from '../lib/site-path';

export function ChooseSupplierButton({ jobId, contactId, disabled }: { jobId: number; contactId: number; disabled: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [choose, { isLoading }] = useChooseSupplierMutation();

  const onClick = async () => {
    const result = await choose({ job_id: jobId, contact_id: contactId });
    if ('error' in result) {
      dispatch(notifyFromError(result.error));
      return;
    }
    dispatch(notifyFromReply(result.data));
    if (isSitePath(result.data.result)) navigate(result.data.result);
  };

  return (
    <Button onClick={onClick} busy={isLoading} disabled={disabled} data-testid="choose-supplier">
      {t('bruger:::offers::choose')}
    </Button>
  );
}
