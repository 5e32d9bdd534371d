// 'Info' on one offer: a modal with the service's summary of that offer (/ajax/opgave/modal_info_mobil:
// the company with its stars and profile link, where the offer stands, the standing offer). Shown on
// every width (docs/decisions.md). The modal asks again each time it opens, so the state is current.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorArea, Modal, ServerHtml, Spinner, serverTextOfError } from '@opgavetorvet/ui';
import { useOfferInfoQuery } from '../api/offer-info-api';
import './offer-info.css';

function OfferInfoBody({ contactId }: { contactId: number }) {
  const { t } = useTranslation();
  const { data, error, isFetching } = useOfferInfoQuery(
    { contact_id: contactId },
    { refetchOnMountOrArgChange: true },
  );
  if (isFetching) return <Spinner />;
  if (!data) return <ErrorArea message={serverTextOfError(error) ?? t('errors:::content_load_failed')} />;
  return <ServerHtml className="offer-info" data-testid="offer-info" html={data.html} />;
}

export function OfferInfoButton({ contactId, companyName }: { contactId: number; companyName: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        aria-label={t('bruger:::job::offer_info_label', { company: companyName })}
        onClick={() => setOpen(true)}
        data-testid="offer-info-open"
      >
        {t('bruger:::job::offer_info')}
      </Button>
      <Modal
        open={open}
        title={t('bruger:::job::offer_info_title', { company: companyName })}
        onClose={() => setOpen(false)}
        testId="offer-info-modal"
      >
        {open && <OfferInfoBody contactId={contactId} />}
      </Modal>
    </>
  );
}
