// The company's answer in a conversation → /opgave/new_message (msg, files, bidid, userid,
// companyid). Checked with the call's schema (lib/reply-form.ts): a message with neither text nor
// file is refused before sending (SPEC §5 'Dette felt må ikke være tomt.'); "Vedhæft filer" (issue
// 30) adds photos and PDFs, sent in their order, and the answer waits while one is on its way. The
// server's own refusal (in the page's language) is shown at the box, other failures as a
// notification. 'replay' means the same answer was just sent: nothing new was stored.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageFilesPicker } from '@opgavetorvet/ui/file-links';
import type { InboxThreadHead } from '@opgavetorvet/contracts';
import type { PickedFile } from '@opgavetorvet/ui/media';
import {
  Button,
  TextField,
  notify,
  notifyFromError,
  refusalTextOfError,
  useAppDispatch,
} from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { useSendFirmaMessageMutation } from '../api/beskeder-api';
import { REPLY_TEXT_MAX, replyDefaults, replyForm } from '../lib/reply-form';

interface ReplyFormProps {
  conversation: InboxThreadHead & { bid_id: number };
  onSent: () => void;
}

export function ReplyForm({ conversation, onSent }: ReplyFormProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [send, { isLoading }] = useSendFirmaMessageMutation();
  const form = useSchemaForm(replyForm, {
    defaultValues: replyDefaults,
    fixed: {
      bidid: conversation.bid_id,
      userid: conversation.customer_id,
      companyid: conversation.company_id,
    },
  });
  const [files, setFiles] = useState<PickedFile[]>([]);
  // A new picker after an answer is sent: its refused files are not shown under the next one.
  const [pickerRound, setPickerRound] = useState(0);
  const [filesBusy, setFilesBusy] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const onFilesBusy = useCallback((busy: boolean) => {
    setFilesBusy(busy);
    if (!busy) setWaiting(false);
  }, []);
  const pick = (next: PickedFile[]) => {
    setFiles(next);
    form.setValue(
      'files',
      next.map(({ file }) => ({ key: file.key })),
    );
  };

  const submit = form.handleSubmit(async (body) => {
    const result = await send(body);
    if ('error' in result) {
      const refusal = refusalTextOfError(result.error);
      if (refusal) form.setError('text', { type: 'server', message: refusal });
      else dispatch(notifyFromError(result.error));
      return;
    }
    const replay = result.data.response === 'replay';
    dispatch(
      notify([
        replay
          ? { type: 'info', note: t('firma:::beskeder::replay') }
          : { type: 'success', note: t('firma:::beskeder::sent') },
      ]),
    );
    form.reset(replyDefaults);
    setFiles([]);
    setPickerRound((round) => round + 1);
    onSent();
  });

  return (
    <form
      className="reply-form"
      noValidate
      data-testid="reply-form"
      onSubmit={(event) => {
        if (filesBusy) {
          event.preventDefault();
          setWaiting(true);
          return;
        }
        void submit(event);
      }}
    >
      <TextField
        multiline
        rows={3}
        maxLength={REPLY_TEXT_MAX}
        label={t('firma:::beskeder::reply_label', { name: conversation.customer_name })}
        {...form.field('text')}
      />
      <MessageFilesPicker
        label={t('firma:::beskeder::attach')}
        key={pickerRound}
        value={files}
        onChange={pick}
        onBusyChange={onFilesBusy}
        disabled={isLoading}
      />
      {waiting && filesBusy && (
        <p className="field__error" role="alert">
          {t('firma:::beskeder::files_uploading')}
        </p>
      )}
      <div className="form-actions">
        <Button type="submit" busy={isLoading}>
          {t('firma:::beskeder::send')}
        </Button>
      </div>
    </form>
  );
}
