// 'Tak, men nej tak': declines the offer with a preset answer or 'Andet' with the customer's own
// text (/opgave/new_message, save_data_bd=1). SPEC §4: the answers 'success' and 'replay' both
// disable the decline buttons of that offer; an already declined offer starts disabled. The form comes
// with the job page's other forms (job-forms.ts, issue 30), loaded when the button is pointed at or pressed.
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobPageContact, JobPageReply } from '@opgavetorvet/contracts';
import { Button, notify, useAppDispatch } from '@opgavetorvet/ui';
import { LoadingModal } from '../../../components/loading-modal';
import { lazyPart, preloadOn } from '../../../lib/lazy-part';

const DeclineModal = lazyPart(() => import('./job-forms').then((module) => module.DeclineModal));

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
        {...preloadOn(DeclineModal)}
        data-testid="decline-offer"
      >
        {t('bruger:::decline::button')}
      </Button>
      {open && !disabled && (
        <Suspense fallback={<LoadingModal onClose={() => setOpen(false)} />}>
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
        </Suspense>
      )}
    </>
  );
}
