// The messages modal (SPEC §2): every conversation of the customer (/bruger2/show_message_modal
// user_id → html), scrolled to the bottom so the newest message is in view. Opening it marks the
// companies' messages read. Each conversation's 'Svar' button asks the page to open its thread; a
// message's photo opens in the lightbox, a PDF downloads (issue 30).
import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorArea, Modal, ServerHtml, serverTextOfError, Spinner } from '@opgavetorvet/ui';
import { useFileLightbox } from '@opgavetorvet/ui/file-links';
import { useBrugerMessageListQuery } from '../api/messages-api';
import '../messages.css';

/** The conversation a 'Svar' button in the list names (its data-* attributes). */
export interface ReplyTarget {
  contactId: number;
  jobId: number;
  companyName: string;
}

/** The conversation of the list's 'Svar' button that was clicked, if that is what was clicked. */
function replyTargetOf(event: MouseEvent<HTMLDivElement>): ReplyTarget | null {
  const button = (event.target as Element).closest<HTMLElement>('[data-action="reply"]');
  const contactId = Number(button?.dataset.contactId);
  const jobId = Number(button?.dataset.jobId);
  if (!button || !Number.isInteger(contactId) || !Number.isInteger(jobId)) return null;
  return { contactId, jobId, companyName: button.dataset.company ?? '' };
}

interface MessagesModalProps {
  userId: number;
  onClose: () => void;
  /** A conversation's 'Svar' button: the page opens that conversation's thread. */
  onReply: (target: ReplyTarget) => void;
}

export function MessagesModal({ userId, onClose, onReply }: MessagesModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const { data, error } = useBrugerMessageListQuery({ user_id: userId }, { refetchOnMountOrArgChange: true });
  const html = data?.html;
  const fileLightbox = useFileLightbox();

  useEffect(() => {
    const box = ref.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [html]);

  return (
    <Modal open title={t('bruger:::messages::all_title')} onClose={onClose} testId="messages-modal">
      {error ? (
        <ErrorArea message={serverTextOfError(error) ?? t('errors:::internal')} />
      ) : html !== undefined ? (
        <ServerHtml
          ref={ref}
          className="messages-modal__list"
          data-testid="message-list"
          tabIndex={0}
          aria-label={t('bruger:::messages::all_title')}
          html={html}
          onClick={(event) => {
            fileLightbox.onClick(event);
            const target = replyTargetOf(event);
            if (target) onReply(target);
          }}
        />
      ) : (
        <Spinner />
      )}
      {fileLightbox.lightbox}
    </Modal>
  );
}
