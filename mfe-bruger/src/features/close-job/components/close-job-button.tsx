// 'Luk opgave' on the job page, shown while a supplier can be chosen: opens the 'lukopgave' modal.
// SPEC §2 query parameters: with activcompany={contact_id} the close-job flow starts and the page
// goes on to /bruger/lukopgave/{job_id}?contact_id=; with showmodal the button is clicked after 1 s.
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { JobPageReply } from '@opgavetorvet/contracts';
import { Button } from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { startCloseJobFlow } from '../lib/close-job-flow';
import { CloseJobModal } from './close-job-modal';

/** SPEC §9: showmodal clicks the close button after this long. */
export const SHOWMODAL_DELAY_MS = 1000;

/** The offers that still stand, i.e. the companies the job can be closed with. */
export function standingOffers(page: JobPageReply) {
  return page.contacts.filter(
    (contact) => contact.state === 'bid' && contact.bid !== null && !contact.bid.withdrawn,
  );
}

export function CloseJobButton({ page }: { page: JobPageReply }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [open, setOpen] = useState(false);
  const jobId = page.job.job_id;
  const offers = standingOffers(page);
  const closable = page.state.can_choose && offers.length > 0;
  const activeCompany = Number(params.get('activcompany'));
  const goOn = closable && offers.some((offer) => offer.contact_id === activeCompany);
  const autoClick = closable && !goOn && params.has('showmodal');

  useEffect(() => {
    if (!goOn) return;
    startCloseJobFlow(jobId);
    navigate(paths.lukopgave(jobId, activeCompany), { replace: true });
  }, [goOn, jobId, activeCompany, navigate]);

  useEffect(() => {
    if (!autoClick) return undefined;
    const timer = window.setTimeout(() => setOpen(true), SHOWMODAL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [autoClick]);

  if (!closable || goOn) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="close-job">
        {t('bruger:::close_job::button')}
      </Button>
      {open && <CloseJobModal jobId={jobId} offers={offers} onClose={() => setOpen(false)} />}
    </>
  );
}
