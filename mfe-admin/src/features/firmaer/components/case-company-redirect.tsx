// /admin/firmaer?sag=<id>, the help inbox's way into a company's editor (issue 33): finds the company
// the support case came from and opens its page with the editor and the case (replacing this
// address, so 'back' returns to the inbox). An unknown case shows the service's text.
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { adminCompanyCasePage } from '@opgavetorvet/contracts';
import { ErrorArea, Spinner, errorTextsOf } from '@opgavetorvet/ui';
import { useSupportCaseCompanyQuery } from '../api/company-edit-api';

export function CaseCompanyRedirect({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  const { data, error } = useSupportCaseCompanyQuery(caseId);
  if (data) return <Navigate to={adminCompanyCasePage(data.company_id, data.case_id)} replace />;
  if (error)
    return (
      <ErrorArea
        message={errorTextsOf(error, t('admin:::firmaer::load_failed'))}
        testId="case-company-error"
      />
    );
  return <Spinner />;
}
