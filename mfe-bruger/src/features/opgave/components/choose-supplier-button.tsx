// 'Vælg firma': asks first (what the choice does and that it cannot be undone, and the street
// address where the job is done — issue 32: only the chosen company sees it, prefilled from the job
// or the profile), then chooses this offer's company as the supplier (/ajax/bruger/changejobstatus)
// and goes to the reply's result, the supplier-hired page (SPEC §4); a refusal is a notification.
// The question's form (choose-supplier-form.tsx) comes with the job page's other forms (job-forms.ts,
// issue 30): the dialog opens at once and shows it when loaded; pointing at the button starts loading it.
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, Spinner } from '@opgavetorvet/ui';
import { lazyPart, preloadOn } from '../../../lib/lazy-part';
import './choose-supplier.css';

const ChooseSupplierForm = lazyPart(() => import('./job-forms').then((module) => module.ChooseSupplierForm));

interface ChooseSupplierButtonProps {
  jobId: number;
  contactId: number;
  companyName: string;
  disabled: boolean;
}

export function ChooseSupplierButton({ disabled, ...choice }: ChooseSupplierButtonProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        onClick={() => setAsking(true)}
        disabled={disabled}
        {...preloadOn(ChooseSupplierForm)}
        data-testid="choose-supplier"
      >
        {t('bruger:::offers::choose')}
      </Button>
      <Modal
        open={asking}
        title={t('bruger:::offers::choose_confirm::title', { company: choice.companyName })}
        onClose={() => setAsking(false)}
        testId="choose-supplier-confirm"
      >
        {asking && (
          <Suspense fallback={<Spinner />}>
            <ChooseSupplierForm {...choice} onDone={() => setAsking(false)} />
          </Suspense>
        )}
      </Modal>
    </>
  );
}
