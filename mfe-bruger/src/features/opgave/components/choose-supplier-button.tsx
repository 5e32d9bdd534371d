// 'Vælg firma': asks first (what the choice does and that it cannot be undone), then chooses this
// offer's company as the supplier (/ajax/bruger/changejobstatus) and goes to the reply's result,
// the supplier-hired page (SPEC §4); a refusal is a notification.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Modal, notifyFromError, notifyFromReply, useAppDispatch } from '@opgavetorvet/ui';
import { useChooseSupplierMutation } from '../api/job-page-api';
import { isSitePath } from '../lib/site-path';
import './choose-supplier.css';

interface ChooseSupplierButtonProps {
  jobId: number;
  contactId: number;
  companyName: string;
  disabled: boolean;
}

export function ChooseSupplierButton({ jobId, contactId, companyName, disabled }: ChooseSupplierButtonProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [choose, { isLoading }] = useChooseSupplierMutation();

  const onConfirm = async () => {
    const result = await choose({ job_id: jobId, contact_id: contactId });
    setAsking(false);
    if ('error' in result) {
      dispatch(notifyFromError(result.error));
      return;
    }
    dispatch(notifyFromReply(result.data));
    if (isSitePath(result.data.result)) navigate(result.data.result);
  };

  return (
    <>
      <Button onClick={() => setAsking(true)} disabled={disabled} data-testid="choose-supplier">
        {t('bruger:::offers::choose')}
      </Button>
      <Modal
        open={asking}
        title={t('bruger:::offers::choose_confirm::title', { company: companyName })}
        onClose={() => setAsking(false)}
        testId="choose-supplier-confirm"
      >
        <div className="stack choose-confirm">
          <p>{t('bruger:::offers::choose_confirm::text', { company: companyName })}</p>
          <p>
            <strong>{t('bruger:::offers::choose_confirm::undo', { company: companyName })}</strong>
          </p>
          <div className="form-actions">
            <Button onClick={onConfirm} busy={isLoading}>
              {t('bruger:::offers::choose_confirm::yes', { company: companyName })}
            </Button>
            <Button variant="quiet" onClick={() => setAsking(false)}>
              {t('bruger:::offers::choose_confirm::no')}
            </Button>
          </div>
        </div>
      </Modal>
    </>
  );
}
