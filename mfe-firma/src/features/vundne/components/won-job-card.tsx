// One won job (booking): headline with the unseen dot, place and customer, when the company was
// chosen, its own bid, the expected dates texted to the customer, the state, and the actions of that
// state; the administrator's decision on a cancel request (approved or rejected, with the reason);
// the ticket of an overdue job and the company's own note. The booking of a /bookings/{id}
// address is marked and scrolled into view. The job's photos as thumbnails that open the lightbox.
// A job Opgavetorvet removed says so under its place, with the reason (issue 33). A finished job
// can be hidden ('Skjul opgaven', the hiddenfinaljob cookie) and, when shown anyway, says 'Skjult'.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { WonJobItem } from '@opgavetorvet/contracts';
import { Badge, Card, formatUnixDate, type BadgeTone } from '@opgavetorvet/ui';
import { JobPhotoThumbs } from '../../../components/job-photo-thumbs';
import { formatCopenhagenDay } from '../lib/sms-dates';
import { wholeKroner } from '../lib/won-job-view';
import { CancelDecisionNote } from './cancel-decision-note';
import { ContactNote } from './contact-note';
import { HideFinalJobButton } from './hide-final-job-button';
import { RemovalNote } from './removal-note';
import { TicketThread } from './ticket-thread';
import { WonJobActions } from './won-job-actions';
import '../won-extras.css';

const stateTones: Record<string, BadgeTone> = {
  awaiting_confirmation: 'warning',
  changes_proposed: 'info',
  confirmed: 'success',
  cancel_pending: 'warning',
  finished: 'success',
  refused: 'neutral',
  cancelled: 'danger',
};

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="won-job__fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

interface WonJobCardProps {
  job: WonJobItem;
  focused: boolean;
  /** A finished job the company hid (shown because hidden ones are shown, or it is the booking's). */
  hidden?: boolean;
  /** Hides or shows a finished job; without it no such button. */
  onHiddenChange?: (hide: boolean) => void;
}

export function WonJobCard({ job, focused, hidden = false, onHiddenChange }: WonJobCardProps) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [focused]);
  return (
    <Card
      ref={ref}
      className={['won-job', focused ? 'job-card--focused' : ''].filter(Boolean).join(' ')}
      data-testid="won-job"
      data-contact-id={job.contact_id}
      data-job-id={job.job_id}
      data-state={job.state}
      aria-current={focused ? 'true' : undefined}
    >
      <div className="job-card__head">
        <h2 className="card__title">
          {job.headline}
          {!job.company_seen_selection && (
            <span
              className="unseen-dot won-job__unseen"
              role="img"
              aria-label={t('firma:::vundne::unseen')}
              title={t('firma:::vundne::unseen')}
            />
          )}
        </h2>
        <span className="won-job__badges">
          {hidden && <Badge tone="neutral">{t('firma:::vundne::hidden::badge')}</Badge>}
          {job.overdue && <Badge tone="danger">{t('firma:::vundne::overdue')}</Badge>}
          <Badge tone={stateTones[job.state] ?? 'neutral'}>
            {t(`firma:::vundne::states::${job.state}`, { defaultValue: job.state })}
          </Badge>
        </span>
      </div>
      <p className="card__meta">
        {[
          job.category_name,
          // The street is sent only while this company is the chosen one (issue 32).
          [job.street_address, [job.zip, job.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
          // An erased customer's name is blank (issue 32).
          job.customer_name || t('common:::deleted_user'),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {job.removal && <RemovalNote removal={job.removal} />}
      <dl className="won-job__facts">
        <Fact label={t('firma:::vundne::job_id')} value={String(job.job_id)} />
        <Fact label={t('firma:::vundne::chosen')} value={formatUnixDate(job.selected_at, i18n.language)} />
        {job.appointment_at !== null && (
          <Fact
            label={t('firma:::vundne::appointment')}
            value={formatUnixDate(job.appointment_at, i18n.language)}
          />
        )}
        {job.bid_amount !== null && (
          <Fact label={t('firma:::vundne::your_bid')} value={wholeKroner(job.bid_amount)} />
        )}
        {job.expected_start_at !== null && job.expected_end_at !== null && (
          <Fact
            label={t('firma:::vundne::expected')}
            value={t('firma:::vundne::expected_range', {
              start: formatCopenhagenDay(job.expected_start_at, i18n.language),
              end: formatCopenhagenDay(job.expected_end_at, i18n.language),
            })}
          />
        )}
        {job.sms_sent_at !== null && (
          <Fact
            label={t('firma:::vundne::sms_sent')}
            value={formatUnixDate(job.sms_sent_at, i18n.language)}
          />
        )}
      </dl>
      <JobPhotoThumbs photos={job.photos} />
      {job.cancel_decision !== null && job.state !== 'cancel_pending' && (
        <CancelDecisionNote decision={job.cancel_decision} />
      )}
      <WonJobActions job={job} />
      {job.state === 'finished' && onHiddenChange && (
        <HideFinalJobButton headline={job.headline} hidden={hidden} onChange={onHiddenChange} />
      )}
      {(job.overdue || job.tickets.length > 0) && <TicketThread job={job} />}
      {(job.is_winner || job.company_comment !== '') && (
        <ContactNote
          key={job.company_comment}
          contactId={job.contact_id}
          saved={job.company_comment}
          editable={job.is_winner}
        />
      )}
    </Card>
  );
}
