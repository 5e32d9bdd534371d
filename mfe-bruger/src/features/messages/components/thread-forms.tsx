// The thread with one company as the service renders it, kept scrolled to the newest message. Its
// reply and decline forms are sent here instead of leaving the page: an empty text is refused
// before sending, the server's refusal (in the page's language) is shown under the thread, and a
// sent answer fetches the thread again ('success' and 'replay' alike: the answer is stored once).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ErrorArea,
  notify,
  notifyFromError,
  ServerHtml,
  refusalTextOfError,
  useAppDispatch,
} from '@opgavetorvet/ui';
import { useSendBrugerMessageMutation } from '../api/messages-api';
import { readMessageForm } from '../lib/message-form';
import '../messages.css';

interface ThreadFormsProps {
  html: string;
  jobId: number;
  onSent: () => void;
}

export function ThreadForms({ html, jobId, onSent }: ThreadFormsProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const ref = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [send, { isLoading }] = useSendBrugerMessageMutation();

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    // Our own Danish refusal replaces the browser's bubble for an empty required field.
    box.querySelectorAll('form').forEach((form) => (form.noValidate = true));
    const list = box.querySelector('.message-thread__messages');
    if (list) list.scrollTop = list.scrollHeight;
  }, [html]);

  const onSubmit = async (event: FormEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    if (isLoading) return;
    const form = event.target;
    const read = readMessageForm(form);
    if (!read.ok) {
      setError(t(read.reason === 'empty' ? 'errors:::field_empty' : 'errors:::internal'));
      form.querySelector<HTMLTextAreaElement>('textarea[name="msg"]')?.focus();
      return;
    }
    setError(null);
    const result = await send({ ...read.body, job_id: jobId });
    if ('error' in result) {
      const refusal = refusalTextOfError(result.error);
      if (refusal) setError(refusal);
      else dispatch(notifyFromError(result.error));
      return;
    }
    form.reset();
    const declined = read.body.save_data_bd === 1;
    const note = result.data.response === 'replay' ? 'replay' : declined ? 'declined' : 'sent';
    dispatch(
      notify([{ type: note === 'replay' ? 'info' : 'success', note: t(`bruger:::messages::${note}`) }]),
    );
    onSent();
  };

  return (
    <div className="thread-forms" onSubmit={(event) => void onSubmit(event)}>
      <ServerHtml ref={ref} className="thread-forms__html" data-testid="thread" html={html} />
      <ErrorArea message={error} testId="thread-error" />
    </div>
  );
}
