// The ticket on an overdue won job (SPEC §1/§6 'answer tickets on overdue jobs'): a job still in
// progress whose expected end date (from the SMS) has passed. The thread (Opgavetorvet's questions
// and the company's answers, oldest first) and, while the job is overdue, the answer form; a ticket
// must be non-empty to send (SPEC §5, 'Dette felt må ikke være tomt.'), checked with the call's
// schema (lib/text-forms.ts).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketBody, WonJobItem } from '@opgavetorvet/contracts';
import { formatUnixDate, notify, useAppDispatch, useSessionUser, notifyFromError } from '@opgavetorvet/ui';
import { SchemaTextForm } from '@opgavetorvet/ui/forms';
import { useAnswerTicketMutation } from '../api/won-extras-api';
import { formatCopenhagenDay } from '../lib/sms-dates';
import { ticketForm } from '../lib/text-forms';

export function TicketThread({ job }: { job: WonJobItem }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { user } = useSessionUser();
  const titleId = useId();
  const [answer, { isLoading }] = useAnswerTicketMutation();
  const companyId = user?.companyId ?? null;

  const send = async (body: TicketBody): Promise<boolean> => {
    if (companyId === null) return false;
    const result = await answer(body);
    if ('error' in result) {
      dispatch(notifyFromError(result.error));
      return false;
    }
    dispatch(notify([{ type: 'success', note: t('firma:::vundne::ticket::sent') }]));
    return true;
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
        <SchemaTextForm
          form={ticketForm}
          fixed={{ job_id: job.job_id, company_id: companyId ?? undefined, contact_id: job.contact_id }}
          label={t('firma:::vundne::ticket::label')}
          hint={t('firma:::vundne::ticket::hint')}
          submitLabel={t('firma:::vundne::ticket::send')}
          busy={isLoading}
          onSend={send}
        />
      )}
    </section>
  );
}
