// 'Profil og prisliste' on the administrator's company page (issue 33): a button that opens the
// editor, a chunk of its own loaded only then. Opened from a support case (?sag=<id>, the help
// inbox's link), the editor is open at once with that case beside the pricelist.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, Spinner } from '@opgavetorvet/ui';
import { caseIdOf } from '../lib/support-case-param';

const CompanyEditor = lazy(() =>
  import('./company-editor').then((module) => ({ default: module.CompanyEditor })),
);

export function CompanyEditSection({ companyId, onChanged }: { companyId: number; onChanged: () => void }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const caseId = caseIdOf(params);
  const [open, setOpen] = useState(caseId !== null);
  return (
    <section className="stack" data-testid="company-edit" aria-labelledby="company-edit-title">
      <div className="firmaer-head">
        <h2 className="section-title" id="company-edit-title">
          {t('admin:::firmaer::edit::title')}
        </h2>
        {!open && (
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t('admin:::firmaer::edit::open')}
          </Button>
        )}
      </div>
      {open && (
        <Suspense fallback={<Spinner />}>
          <CompanyEditor companyId={companyId} caseId={caseId} onChanged={onChanged} />
        </Suspense>
      )}
    </section>
  );
}
