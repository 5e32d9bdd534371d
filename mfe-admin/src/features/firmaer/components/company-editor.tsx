// The administrator's editor of one company (issue 33), its own chunk (loaded when opened): the
// pricelist's prices and the profile fields, each saved on its own; opened from a support case, the
// case's messages come first and its answer and close after the pricelist, so the case is answered
// from the same screen once the pricelist is saved. A save reads the editor and the company again.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, ErrorArea, Spinner, errorTextsOf } from '@opgavetorvet/ui';
import { useAdminCompanyEditQuery } from '../api/company-edit-api';
import '../company-editor.css';
import { CompanyCaseAnswer, CompanyCaseThread } from './company-case-panel';
import { PricelistEditForm } from './pricelist-edit-form';
import { ProfileEditForm } from './profile-edit-form';

interface CompanyEditorProps {
  companyId: number;
  /** The support case the editor was opened from, or null. */
  caseId: number | null;
  /** The company was changed: its page reads it again (its audit trail). */
  onChanged: () => void;
}

export function CompanyEditor({ companyId, caseId, onChanged }: CompanyEditorProps) {
  const { t } = useTranslation();
  const { data, error, refetch } = useAdminCompanyEditQuery(companyId);
  const [pricelistSaved, setPricelistSaved] = useState(false);
  const saved = (pricelist: boolean) => () => {
    if (pricelist) setPricelistSaved(true);
    void refetch();
    onChanged();
  };

  return (
    <div className="stack company-editor" data-testid="company-editor">
      {caseId !== null && (
        <Card>
          <CompanyCaseThread caseId={caseId} />
        </Card>
      )}
      {!data && error && (
        <ErrorArea
          message={errorTextsOf(error, t('admin:::firmaer::edit::load_failed'))}
          testId="company-editor-error"
        />
      )}
      {!data && !error && <Spinner />}
      {data && (
        <>
          <Card>
            <PricelistEditForm
              // A fresh form with the prices as saved when they changed (the other form keeps its edits).
              key={JSON.stringify(data.pricelists)}
              companyId={companyId}
              pricelists={data.pricelists}
              onSaved={saved(true)}
            />
          </Card>
          {caseId !== null && (
            <Card>
              <CompanyCaseAnswer caseId={caseId} pricelistSaved={pricelistSaved} />
            </Card>
          )}
          <Card>
            <ProfileEditForm
              key={JSON.stringify(data.details)}
              companyId={companyId}
              details={data.details}
              onSaved={saved(false)}
            />
          </Card>
        </>
      )}
    </div>
  );
}
