// The customer's control of her job on its page (issue 32): where it stands and what comes next,
// the dated additions under its text, and what she may do now — edit it while it has no offer,
// add to it once it has, withdraw it while no company is chosen.
// Its three forms come with the page's other forms (job-forms.ts: react-hook-form and the calls'
// schemas, issue 30), loaded when their button is pointed at or pressed.
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobPageReply } from '@opgavetorvet/contracts';
import { Button, Card, formatUnixDate } from '@opgavetorvet/ui';
import { LoadingModal } from '../../../components/loading-modal';
import { lazyPart, preloadOn } from '../../../lib/lazy-part';
import { useJobControlQuery } from '../api/job-control-api';
import { JobProgress } from './job-progress';

const JobEditModal = lazyPart(() => import('./job-forms').then((module) => module.JobEditModal));
const JobAdditionModal = lazyPart(() => import('./job-forms').then((module) => module.JobAdditionModal));
const WithdrawJobModal = lazyPart(() => import('./job-forms').then((module) => module.WithdrawJobModal));

type Open = 'edit' | 'addition' | 'withdraw' | null;

export function JobControl({ page }: { page: JobPageReply }) {
  const { t } = useTranslation();
  const jobId = page.job.job_id;
  const { data: control } = useJobControlQuery(jobId);
  const [open, setOpen] = useState<Open>(null);
  if (!control) return null;
  const close = () => setOpen(null);
  return (
    <Card className="stack" data-testid="job-control">
      <JobProgress control={control} />
      {control.additions.length > 0 && (
        <section aria-labelledby="job-additions-title">
          <h3 id="job-additions-title">{t('bruger:::control::addition::list_title')}</h3>
          <ul className="job-additions" data-testid="job-additions">
            {control.additions.map((addition) => (
              <li key={addition.addition_id}>
                <strong>
                  {t('bruger:::control::addition::heading', { date: formatUnixDate(addition.created_at) })}
                </strong>
                <p>{addition.text}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {(control.can_edit || control.can_add || control.can_withdraw) && (
        <div className="form-actions">
          {control.can_edit && (
            <Button
              variant="secondary"
              onClick={() => setOpen('edit')}
              {...preloadOn(JobEditModal)}
              data-testid="job-edit"
            >
              {t('bruger:::control::edit::button')}
            </Button>
          )}
          {control.can_add && (
            <Button
              variant="secondary"
              onClick={() => setOpen('addition')}
              {...preloadOn(JobAdditionModal)}
              data-testid="job-addition"
            >
              {t('bruger:::control::addition::button')}
            </Button>
          )}
          {control.can_withdraw && (
            <Button
              variant="quiet"
              onClick={() => setOpen('withdraw')}
              {...preloadOn(WithdrawJobModal)}
              data-testid="job-withdraw"
            >
              {t('bruger:::control::withdraw::button')}
            </Button>
          )}
        </div>
      )}
      {open !== null && (
        <Suspense fallback={<LoadingModal onClose={close} />}>
          {open === 'edit' && (
            <JobEditModal
              job={page.job}
              answers={page.attributes}
              questions={control.questions}
              onClose={close}
            />
          )}
          {open === 'addition' && <JobAdditionModal jobId={jobId} onClose={close} />}
          {open === 'withdraw' && <WithdrawJobModal jobId={jobId} onClose={close} />}
        </Suspense>
      )}
    </Card>
  );
}
