// /bruger/lukopgave/{job_id}?contact_id=: closing the job with the company the customer agreed
// with. Confirming (with the street address, close-job-confirm.tsx) chooses it; when the close-job flow was started
// the customer then lands on the job list, otherwise on the reply's supplier-hired page (SPEC §4).
// The flow counts as started by its cookie or by `closeopgave` in the address (SPEC §2's parameter).
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ChangeJobStatusReply } from '@opgavetorvet/contracts';
import {
  Button,
  Card,
  EmptyState,
  Modal,
  PageTitle,
  Spinner,
  notifyFromReply,
  useAppDispatch,
} from '@opgavetorvet/ui';
import { ChosenCompanyFacts } from '../../../components/chosen-company-facts';
import { paths } from '../../../config/paths';
import { useJobToCloseQuery } from '../api/close-job-api';
import { CLOSE_JOB_COOKIE, closeJobFlowStarted, endCloseJobFlow } from '../lib/close-job-flow';
import { CloseJobConfirm } from './close-job-confirm';
import { LukopgaveExplanation } from './lukopgave-explanation';
import './close-job.css';

export function CloseJobPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const jobId = Number(useParams().jobId);
  const [params] = useSearchParams();
  const contactId = Number(params.get('contact_id'));
  const valid = Number.isInteger(jobId) && jobId > 0;
  const { data, isLoading } = useJobToCloseQuery(jobId, { skip: !valid });
  const [explaining, setExplaining] = useState(false);
  const [done, setDone] = useState(false);
  const back = <Link to={paths.opgave(jobId)}>{t('bruger:::close_job::back')}</Link>;

  if (isLoading) return <Spinner />;
  if (!data)
    return (
      <EmptyState
        title={t('bruger:::job::not_found')}
        action={<Link to={paths.opgaver}>{t('bruger:::job::back')}</Link>}
      />
    );
  const contact = data.contacts.find((c) => c.contact_id === contactId);
  const standing = contact?.state === 'bid' && contact.bid !== null && !contact.bid.withdrawn;
  if (!contact || (!done && (!standing || !data.state.can_choose))) {
    return (
      <EmptyState
        title={t('bruger:::close_job::not_possible')}
        text={t('bruger:::close_job::not_possible_text')}
        action={back}
      />
    );
  }

  const chosen = (reply: ChangeJobStatusReply) => {
    setDone(true);
    dispatch(notifyFromReply(reply));
    const link = reply.result;
    if (
      closeJobFlowStarted(jobId) ||
      params.has(CLOSE_JOB_COOKIE) ||
      !link.startsWith('/') ||
      link.startsWith('//')
    ) {
      endCloseJobFlow();
      navigate(paths.opgaver);
    } else {
      navigate(link);
    }
  };

  return (
    <section className="stack" data-testid="bruger-lukopgave">
      <p className="back-link">{back}</p>
      <PageTitle text={t('bruger:::close_job::title')} />
      <Card className="stack">
        <p className="card__title">
          {t('bruger:::close_job::lead', { headline: data.job.headline, company: contact.company.name })}
        </p>
        <ChosenCompanyFacts
          company={contact.company}
          companyLabel={t('bruger:::close_job::company')}
          priceLabel={t('bruger:::close_job::price')}
          amount={contact.bid?.amount}
          jobId={data.job.job_id}
        />
        <CloseJobConfirm
          job={data.job}
          contactId={contactId}
          companyName={contact.company.name}
          done={done}
          onChosen={chosen}
          actions={
            <Button className="close-job__wrap" variant="quiet" onClick={() => setExplaining(true)}>
              {t('bruger:::close_job::explain')}
            </Button>
          }
        />
      </Card>
      {explaining && (
        <Modal
          open
          title={t('bruger:::close_job::explain_title')}
          onClose={() => setExplaining(false)}
          testId="lukopgave-explanation"
        >
          <div className="stack">
            <LukopgaveExplanation />
            <div className="form-actions">
              <Button onClick={() => setExplaining(false)}>{t('bruger:::close_job::explain_ok')}</Button>
            </div>
          </div>
        </Modal>
      )}
    </section>
  );
}
