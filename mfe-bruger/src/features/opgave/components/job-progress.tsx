// Where the job stands (issue 32): created → offers → company chosen → confirmed → done → reviewed,
// the steps reached marked, and what happens next and by when (the job's expiry and its warning,
// the company's 96 hours and its reminder, the review request) in the customer's language.
import { useTranslation } from 'react-i18next';
import type { JobControlReply } from '@opgavetorvet/contracts';
import { formatUnixDate } from '@opgavetorvet/ui';
import './job-control.css';

/** The text key of what happens next: some read otherwise without their date. */
function nextKey(control: JobControlReply): string {
  const { next, by } = control.progress;
  if (next === 'await_finish' && by !== null) return 'await_finish_by';
  if (next === 'withdrawn' && control.reopen_until === null) return 'withdrawn_late';
  return next;
}

export function JobProgress({ control }: { control: JobControlReply }) {
  const { t } = useTranslation();
  const { progress } = control;
  const date = (at: number | null) => (at === null ? '' : formatUnixDate(at));
  return (
    <section className="job-progress" data-testid="job-progress" aria-labelledby="job-progress-title">
      <h2 className="section-title" id="job-progress-title">
        {t('bruger:::control::progress_title')}
      </h2>
      <ol className="job-progress__steps">
        {progress.steps.map(({ step, reached, at }) => {
          const current = step === progress.current;
          const state = current ? 'current' : reached ? 'done' : 'todo';
          return (
            <li
              key={step}
              className={`job-progress__step job-progress__step--${state}`}
              aria-current={current ? 'step' : undefined}
              data-step={step}
              data-state={state}
            >
              <span className="job-progress__name">{t(`bruger:::control::steps::${step}`)}</span>
              {at !== null && reached ? <span className="muted"> {date(at)}</span> : null}
              <span className="visually-hidden"> ({t(`bruger:::control::step_${state}`)})</span>
            </li>
          );
        })}
      </ol>
      <p className="job-progress__next" data-testid="job-progress-next">
        {t(`bruger:::control::next::${nextKey(control)}`, {
          date: date(progress.by),
          reminder: date(progress.reminder_at),
          company: progress.company ?? '',
        })}
      </p>
    </section>
  );
}
