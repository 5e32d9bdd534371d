// 'Om firmaet': the info modal about a company (/ajax/bruger/modalopenjob → html, its public
// profile and a link that starts a job sent to it). Links inside it stay in the page.
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, ErrorArea, Modal, ServerHtml, serverTextOfError, Spinner } from '@opgavetorvet/ui';
import { useOrderCompanyInfoQuery } from '../api/order-api';

function CompanyInfoBody({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, error, isLoading } = useOrderCompanyInfoQuery({ company_id: companyId });
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href') ?? '';
    if (!href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    navigate(href);
  };
  if (isLoading) return <Spinner />;
  if (!data) return <ErrorArea message={serverTextOfError(error) ?? t('errors:::content_load_failed')} />;
  return (
    <ServerHtml className="company-info" data-testid="company-info" onClick={onClick} html={data.html} />
  );
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
