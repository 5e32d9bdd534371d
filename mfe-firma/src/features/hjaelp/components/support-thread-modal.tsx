// The support messages thread (SPEC §2 modal): the case's messages as the service renders them,
// oldest first, and a reply box; a sent message is appended to the thread (SPEC §4). An empty
// message is not sent (SPEC §5).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ErrorArea,
  Modal,
  notifyFromError,
  ServerHtml,
  serverTextOfError,
  Spinner,
  TextField,
  useAppDispatch,
} from '@opgavetorvet/ui';
import { useRequiredText } from '../../../lib/use-required-text';
import { useSendSupportMessageMutation, useSupportThreadQuery } from '../api/support-api';
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
  const { text, setText, error, filled } = useRequiredText();
  const [send, { isLoading }] = useSendSupportMessageMutation();
  const threadRef = useRef<HTMLDivElement>(null);
  const html = thread.data ? appendToThread(thread.data.html, appended) : null;

  // Like the messages modal, the thread shows its newest message: scrolled to the bottom.
  useEffect(() => {
    const list = threadRef.current?.querySelector('.support-messages');
    if (list) list.scrollTop = list.scrollHeight;
  }, [html]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!filled()) return;
    const result = await send({ supportcase_id: caseId, supportcase_message: text.trim() });
    if ('error' in result) {
      dispatch(notifyFromError(result.error));
      return;
    }
    setAppended((current) => [...current, result.data.html]);
    setText('');
    onSent();
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
        <form className="stack" onSubmit={submit} noValidate>
          <TextField
            multiline
            rows={3}
            label={t('firma:::hjaelp::thread::reply')}
            value={text}
            maxLength={5000}
            error={error}
            onChange={(e) => setText(e.target.value)}
          />
          <div className="form-actions">
            <Button type="submit" busy={isLoading}>
              {t('firma:::hjaelp::thread::send')}
            </Button>
            <Button variant="quiet" onClick={onClose}>
              {t('firma:::hjaelp::thread::close')}
            </Button>
          </div>
        </form>
      </div>
    </Modal>
  );
}
