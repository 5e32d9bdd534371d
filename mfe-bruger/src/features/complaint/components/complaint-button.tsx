// 'Klag over et firma': opens the complaint modal, the customer's name (and a company, when the
// page knows one) filled in beforehand. The modal's form is a chunk of its own (issue 30: not on the
// first load of the job page or a company's profile), loaded when the button is pointed at or pressed.
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, useSessionUser } from '@opgavetorvet/ui';
import { LoadingModal } from '../../../components/loading-modal';
import { lazyPart, preloadOn } from '../../../lib/lazy-part';

const ComplaintModal = lazyPart(() => import('./complaint-modal').then((module) => module.ComplaintModal));

export function ComplaintButton({ companyName = '' }: { companyName?: string }) {
  const { t } = useTranslation();
  const { user } = useSessionUser();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="quiet"
        onClick={() => setOpen(true)}
        {...preloadOn(ComplaintModal)}
        data-testid="complaint-open"
      >
        {t('bruger:::complaint::button')}
      </Button>
      {open && (
        <Suspense fallback={<LoadingModal onClose={() => setOpen(false)} />}>
          <ComplaintModal
            initial={{ company_name: companyName, text: '', user_name: user?.name ?? '' }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
