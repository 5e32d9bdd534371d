// The messages modal (SPEC §2): every conversation of the customer (/bruger2/show_message_modal
// user_id → html), scrolled to the bottom so the newest message is in view. Opening it marks the
// companies' messages read.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorArea, Modal, ServerHtml, serverTextOfError, Spinner } from '@opgavetorvet/ui';
import { useBrugerMessageListQuery } from '../api/messages-api';
import '../messages.css';

export function MessagesModal({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const { data, error } = useBrugerMessageListQuery({ user_id: userId }, { refetchOnMountOrArgChange: true });
  const html = data?.html;

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
        />
      ) : (
        <Spinner />
      )}
    </Modal>
  );
}
