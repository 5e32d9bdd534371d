// 'Kontrakt - Job-ID {job_id}' (SPEC §2): the contract html from /ajax/firma/get_my_contract_by_job_id
// with an OK button, and a print button: the contract is the company's printable booking
// confirmation (the customer's /ajax/bruger/show_check is for the customer only).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorArea, Modal, Spinner, serverTextOfError, useSessionUser } from '@opgavetorvet/ui';
import { useOpenContractMutation } from '../api/job-ending-api';
import { ModalHtml } from './modal-html';

export function ContractModal({ jobId, onClose }: { jobId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { user } = useSessionUser();
  const companyId = user?.companyId ?? null;
  const [openContract, { data: html, error }] = useOpenContractMutation();

  useEffect(() => {
    if (companyId !== null) void openContract({ job_id: jobId, current_company_id: companyId });
  }, [openContract, jobId, companyId]);

  return (
    <Modal
      open
      title={t('firma:::vundne::contract::title', { job_id: jobId })}
      onClose={onClose}
      testId="contract-modal"
    >
      <div className="stack contract-modal printable">
        {html ? <ModalHtml html={html} className="contract-modal__body" /> : null}
        {!html && !error && <Spinner />}
        <ErrorArea message={error ? (serverTextOfError(error) ?? t('errors:::internal')) : null} />
        <div className="form-actions no-print">
          <Button onClick={onClose}>{t('firma:::vundne::contract::ok')}</Button>
          {html && (
            <Button variant="secondary" onClick={() => window.print()}>
              {t('firma:::vundne::contract::print')}
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
