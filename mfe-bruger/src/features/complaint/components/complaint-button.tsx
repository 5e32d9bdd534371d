// 'Klag over et firma': opens the complaint modal, the customer's name (and a company, when the
// page knows one) filled in beforehand.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, useSessionUser } from '@opgavetorvet/ui';
import { ComplaintModal } from './complaint-modal';

export function ComplaintButton({ companyName = '' }: { companyName?: string }) {
  const { t } = useTranslation();
  const { user } = useSessionUser();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="quiet" onClick={() => setOpen(true)} data-testid="complaint-open">
        {t('bruger:::complaint::button')}
      </Button>
      {open && (
        <ComplaintModal
          initial={{ company_name: companyName, text: '', user_name: user?.name ?? '' }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
