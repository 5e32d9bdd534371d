// 'Om firmaet': the info modal about a company (/ajax/bruger/modalopenjob → html, its public
// profile and a link that starts a job sent to it). Links inside it stay in the page.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorArea, Modal, ServerHtml, serverTextOfError, Spinner } from '@opgavetorvet/ui';
import { useOrderCompanyInfoQuery } from '../api/order-api';

function CompanyInfoBody({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const { data, error, isLoading } = useOrderCompanyInfoQuery({ company_id: companyId });
  if (isLoading) return <Spinner />;
  if (!data) return <ErrorArea message={serverTextOfError(error) ?? t('errors:::content_load_failed')} />;
  return <ServerHtml className="company-info" data-testid="company-info" html={data.html} />;
}

export function CompanyInfoButton({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="quiet" onClick={() => setOpen(true)}>
        {t('bruger:::order::quote::about_company')}
      </Button>
      <Modal open={open} title={t('bruger:::order::quote::about_company')} onClose={() => setOpen(false)}>
        {open && <CompanyInfoBody companyId={companyId} />}
      </Modal>
    </>
  );
}
