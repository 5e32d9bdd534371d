// Where a won job stands, shown to the company under each conversation of the messages modal with
// SPEC §4's texts: 'Afslut opgave' while it may be finished, 'Afventer' with the undo link 'Fortryd'
// while a cancellation awaits the administrator (the messages page's short form), and
// 'Opgave afsluttet' with the final price once finished. Other states show nothing here. The
// company's message modal of one contact (/firma/message_modal, company-jobs) shows it too.
import type { ContactState } from '../db/schema/index.js';
import { formatKroner } from './danish.js';
import type { Translate } from './translator.js';

/** What the status needs of a conversation: its contact, job, state and final price. */
export interface WonJobStanding {
  contactId: number;
  jobId: number;
  state: ContactState;
  isWinner: boolean;
  finishedPriceOre: number | null;
}

interface ConversationStatusProps {
  t: Translate;
  conversation: WonJobStanding;
}

export function ConversationStatus({ t, conversation }: ConversationStatusProps) {
  const data = { 'data-contact-id': conversation.contactId, 'data-job-id': conversation.jobId };
  if (!conversation.isWinner && conversation.state !== 'finished') return null;
  switch (conversation.state) {
    case 'confirmed':
      return (
        <p className="message-list__status">
          <button type="button" className="btn-finish" {...data}>
            {t('fragments-firma:::finish::button')}
          </button>
        </p>
      );
    case 'cancel_pending':
      return (
        <p className="message-list__status">
          <span className="cancel-pending">{t('fragments-firma:::cancel::awaiting_short')}</span>{' '}
          <button
            type="button"
            className="btn-undo-cancel"
            data-contact-contact-id={conversation.contactId}
            {...data}
          >
            {t('fragments-firma:::cancel::undo')}
          </button>
        </p>
      );
    case 'finished':
      return (
        <p className="message-list__status job-finished">
          {t('fragments-firma:::finish::done')}
          {conversation.finishedPriceOre !== null ? ` – ${formatKroner(conversation.finishedPriceOre)}` : ''}
        </p>
      );
    default:
      return null;
  }
}
