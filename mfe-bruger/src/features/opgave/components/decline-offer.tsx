// 'Tak, men nej tak': declines the offer with a preset answer or 'Andet' with the customer's own
// text (/opgave/new_message, save_data_bd=1). SPEC §4: the answers 'success' and 'replay' both
// disable the decline buttons of that offer; an already declined offer starts disabled.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobPageContact, JobPageReply } from '@opgavetorvet/contracts';
import { Button, notify, useAppDispatch } from '@opgavetorvet/ui';
import { DeclineModal } from './decline-modal';

interface DeclineOfferProps {
  job: JobPageReply['job'];
  contact: JobPageContact;
  bidId: number;
  answered: boolean;
}

export function DeclineOffer({ job, contact, bidId, answered }: DeclineOfferProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const disabled = answered || done;
  return (
    <>
      <Button
        variant="secondary"
        disabled={disabled}
        onClick={() => setOpen(true)}
        data-testid="decline-offer"
      >
        {t('bruger:::decline::button')}
      </Button>
      {open && !disabled && (
        <DeclineModal
          target={{ bidid: bidId, companyid: contact.company.company_id, job_id: job.job_id }}
          companyName={contact.company.name}
          onClose={() => setOpen(false)}
          onAnswered={(response) => {
            setDone(true);
            setOpen(false);
            dispatch(
              notify([
                {
                  type: 'success',
                  note: t(`bruger:::decline::${response}`, { company: contact.company.name }),
                },
              ]),
            );
          }}
        />
      )}
    </>
  );
}
