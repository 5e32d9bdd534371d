// The ticket on an overdue won job (SPEC §1/§6 'answer tickets on overdue jobs'): a job still in
// progress whose expected end date (from the SMS) has passed. The thread (Opgavetorvet's questions
// and the company's answers, oldest first) and, while the job is overdue, the answer form; a ticket
// must be non-empty to send (SPEC §5, 'Dette felt må ikke være tomt.').
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WonJobItem } from '@opgavetorvet/contracts';
import { Button, TextField, formatUnixDate, notify, useAppDispatch, useSessionUser } from '@opgavetorvet/ui';
import { useAnswerTicketMutation } from '../api/won-extras-api';
import { notesOfError } from '../lib/reply-notes';
import { formatCopenhagenDay } from '../lib/sms-dates';

const TICKET_MAX = 5000;

export function TicketThread({ job }: { job: WonJobItem }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { user } = useSessionUser();
  const titleId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [answer, { isLoading }] = useAnswerTicketMutation();
  const companyId = user?.companyId ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError(t('errors:::field_empty'));
      return;
    }
    if (companyId === null) return;
    const result = await answer({
      text: text.trim(),
      job_id: job.job_id,
      company_id: companyId,
      contact_id: job.contact_id,
    });
    if ('error' in result) {
      dispatch(notify(notesOfError(result.error)));
      return;
    }
    setText('');
    dispatch(notify([{ type: 'success', note: t('firma:::vundne::ticket::sent') }]));
  };

  return (
    <section className="won-job__ticket" aria-labelledby={titleId} data-testid="ticket">
      <h3 className="won-job__subtitle" id={titleId}>
        {t('firma:::vundne::ticket::title')}
      </h3>
      {job.overdue && job.expected_end_at !== null && (
        <p className="won-job__overdue">
          {t('firma:::vundne::ticket::overdue', {
            date: formatCopenhagenDay(job.expected_end_at, i18n.language),
          })}
        </p>
      )}
      {job.tickets.length > 0 && (
        <ol className="ticket-thread" aria-label={t('firma:::vundne::ticket::thread')}>
          {job.tickets.map((ticket, index) => (
            <li
              key={`${ticket.created_at}-${index}`}
              className={`ticket-thread__item ticket-thread__item--${ticket.sender}`}
              data-testid="ticket-message"
            >
              <p className="ticket-thread__who">
                {t(`firma:::vundne::ticket::senders::${ticket.sender}`)} ·{' '}
                {formatUnixDate(ticket.created_at, i18n.language)}
              </p>
              <p className="ticket-thread__text">{ticket.text}</p>
            </li>
          ))}
        </ol>
      )}
      {job.overdue && (
        <form className="stack" onSubmit={submit} noValidate>
          <TextField
            multiline
            rows={3}
            maxLength={TICKET_MAX}
            label={t('firma:::vundne::ticket::label')}
            hint={t('firma:::vundne::ticket::hint')}
            value={text}
            error={error}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
          />
          <div className="form-actions">
            <Button type="submit" busy={isLoading}>
              {t('firma:::vundne::ticket::send')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
