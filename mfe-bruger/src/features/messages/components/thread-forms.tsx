// The thread with one company as the service renders it, kept scrolled to the newest message. Its
// reply and decline forms are sent here instead of leaving the page, checked with the call's schema
// (lib/message-form.ts): an empty text is refused before sending, the server's refusal (in the page's language) is shown under the thread, and a
// sent answer fetches the thread again ('success' and 'replay' alike: the answer is stored once).
// 'Tak, men nej tak' declines the offer for good, so its answer waits for a confirmation here, as
// the job page's own decline dialog says it cannot be undone. The reply form has "Vedhæft filer"
// (issue 30) in the place the html keeps for it: the picked photos and PDFs go with the message in
// their order (it may then have no text), not while one is still on its way; a message's photos
// open in the lightbox.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import type { NewMessageBody, PhotoInput } from '@opgavetorvet/contracts';
import type { PickedFile } from '@opgavetorvet/ui/media';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ErrorArea,
  notify,
  notifyFromError,
  ServerHtml,
  refusalTextOfError,
  useAppDispatch,
} from '@opgavetorvet/ui';
import { checkForm } from '@opgavetorvet/ui/forms';
import { MessageFilesPicker, useFileLightbox } from '@opgavetorvet/ui/file-links';
import { useSendBrugerMessageMutation } from '../api/messages-api';
import { messageForm, messageValuesOf } from '../lib/message-form';
import '../messages.css';

/** Where the service's reply form keeps a place for the file picker. */
const FILES_SLOT = '[data-slot="message-files"]';

interface ThreadFormsProps {
  html: string;
  jobId: number;
  /** The company whose offer a decline answers (named in the confirmation). */
  companyName: string;
  onSent: () => void;
}

/** A decline read from its form, waiting for the customer's confirmation. */
interface PendingDecline {
  form: HTMLFormElement;
  body: NewMessageBody;
}

export function ThreadForms({ html, jobId, companyName, onSent }: ThreadFormsProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const ref = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingDecline | null>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  const confirmText = useId();
  const [send, { isLoading }] = useSendBrugerMessageMutation();
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [filesBusy, setFilesBusy] = useState(false);
  // A new picker after a message is sent: its refused files are not shown under the next one.
  const [pickerRound, setPickerRound] = useState(0);
  const [filesSlot, setFilesSlot] = useState<HTMLElement | null>(null);
  const fileLightbox = useFileLightbox();

  useEffect(() => {
    if (pending) confirmRef.current?.querySelector('button')?.focus();
  }, [pending]);

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    // Our own Danish refusal replaces the browser's bubble for an empty required field.
    box.querySelectorAll('form').forEach((form) => (form.noValidate = true));
    const list = box.querySelector('.message-thread__messages');
    if (list) list.scrollTop = list.scrollHeight;
    setFilesSlot(box.querySelector<HTMLElement>(FILES_SLOT));
  }, [html]);

  const onSubmit = async (event: FormEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    if (isLoading) return;
    const form = event.target;
    const withFiles = form.querySelector(FILES_SLOT) !== null;
    if (withFiles && filesBusy) {
      setError(t('bruger:::messages::files_uploading'));
      return;
    }
    const picked: PhotoInput[] = withFiles ? files.map(({ file }) => ({ key: file.key })) : [];
    const read = await checkForm(messageForm, messageValuesOf(form, picked), {}, t);
    if (!read.ok) {
      // The text's own refusal; a form the page cannot read (no ids, no answer) is an internal error.
      setError(read.fields.every((field) => field === 'msg') ? read.errors[0] : t('errors:::internal'));
      form.querySelector<HTMLTextAreaElement>('textarea[name="msg"]')?.focus();
      return;
    }
    setError(null);
    if (read.body.save_data_bd === 1) {
      setPending({ form, body: read.body });
      return;
    }
    await deliver(form, read.body);
  };

  const deliver = async (form: HTMLFormElement, body: NewMessageBody) => {
    const result = await send({ ...body, job_id: jobId });
    if ('error' in result) {
      const refusal = refusalTextOfError(result.error);
      if (refusal) setError(refusal);
      else dispatch(notifyFromError(result.error));
      return;
    }
    form.reset();
    if (body.files) {
      setFiles([]);
      setPickerRound((round) => round + 1);
    }
    const declined = body.save_data_bd === 1;
    const note = result.data.response === 'replay' ? 'replay' : declined ? 'declined' : 'sent';
    dispatch(
      notify([{ type: note === 'replay' ? 'info' : 'success', note: t(`bruger:::messages::${note}`) }]),
    );
    onSent();
  };

  const confirmDecline = async () => {
    if (!pending || isLoading) return;
    await deliver(pending.form, pending.body);
    setPending(null);
  };

  return (
    <div className="thread-forms" onSubmit={(event) => void onSubmit(event)}>
      <ServerHtml
        ref={ref}
        className="thread-forms__html"
        data-testid="thread"
        html={html}
        onClick={fileLightbox.onClick}
      />
      {filesSlot &&
        createPortal(
          <MessageFilesPicker
            label={t('bruger:::messages::attach')}
            key={pickerRound}
            value={files}
            onChange={setFiles}
            onBusyChange={setFilesBusy}
            disabled={isLoading}
          />,
          filesSlot,
        )}
      {fileLightbox.lightbox}
      <ErrorArea message={error} testId="thread-error" />
      {pending && (
        <div ref={confirmRef} className="thread-forms__confirm" role="group" aria-labelledby={confirmText}>
          <p id={confirmText}>{t('bruger:::messages::decline_confirm', { company: companyName })}</p>
          <div className="form-actions">
            <Button busy={isLoading} onClick={() => void confirmDecline()}>
              {t('bruger:::messages::decline_yes')}
            </Button>
            <Button variant="quiet" disabled={isLoading} onClick={() => setPending(null)}>
              {t('bruger:::messages::decline_no')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
