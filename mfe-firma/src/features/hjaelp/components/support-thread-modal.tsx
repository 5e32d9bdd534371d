// The support messages thread (SPEC §2 modal): the case's messages as the service renders them,
// oldest first, and a reply box; a sent message is appended to the thread (SPEC §4). The box is
// checked with the call's schema (lib/support-forms.ts): an empty message is not sent (SPEC §5).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportMessageBody } from '@opgavetorvet/contracts';
import {
  Button,
  ErrorArea,
  Modal,
  notifyFromError,
  ServerHtml,
  serverTextOfError,
  Spinner,
  useAppDispatch,
} from '@opgavetorvet/ui';
import { SchemaTextForm } from '@opgavetorvet/ui/forms';
import { useSendSupportMessageMutation, useSupportThreadQuery } from '../api/support-api';
import { supportMessageForm } from '../lib/support-forms';
import { appendToThread } from '../lib/thread';

interface Props {
  caseId: number;
  subject: string;
  onClose: () => void;
  onSent: () => void;
}

export function SupportThreadModal({ caseId, subject, onClose, onSent }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const thread = useSupportThreadQuery({ supportcase_id: caseId });
  const [appended, setAppended] = useState<string[]>([]);
  const [sendMessage, { isLoading }] = useSendSupportMessageMutation();
  const threadRef = useRef<HTMLDivElement>(null);
  const html = thread.data ? appendToThread(thread.data.html, appended) : null;

  // Like the messages modal, the thread shows its newest message: scrolled to the bottom.
  useEffect(() => {
    const list = threadRef.current?.querySelector('.support-messages');
    if (list) list.scrollTop = list.scrollHeight;
  }, [html]);

  const send = async (body: SupportMessageBody): Promise<boolean> => {
    const result = await sendMessage(body);
    if ('error' in result) {
      dispatch(notifyFromError(result.error));
      return false;
    }
    setAppended((current) => [...current, result.data.html]);
    onSent();
    return true;
  };

  return (
    <Modal
      open
      title={t('firma:::hjaelp::thread::title', { subject })}
      onClose={onClose}
      testId="support-thread-modal"
    >
      <div className="stack">
        {thread.isLoading && <Spinner />}
        {thread.isError && (
          <ErrorArea message={serverTextOfError(thread.error) ?? t('errors:::content_load_failed')} />
        )}
        {html !== null && (
          <ServerHtml
            ref={threadRef}
            className="support-thread-html"
            data-testid="support-thread"
            html={html}
          />
        )}
        <SchemaTextForm
          form={supportMessageForm}
          fixed={{ supportcase_id: caseId }}
          label={t('firma:::hjaelp::thread::reply')}
          submitLabel={t('firma:::hjaelp::thread::send')}
          busy={isLoading}
          actions={
            <Button variant="quiet" onClick={onClose}>
              {t('firma:::hjaelp::thread::close')}
            </Button>
          }
          onSend={send}
        />
      </div>
    </Modal>
  );
}
