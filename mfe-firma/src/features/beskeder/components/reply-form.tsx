// The company's answer in a conversation → /opgave/new_message (msg, bidid, userid, companyid).
// An empty message is refused before sending (SPEC §5 'Dette felt må ikke være tomt.'); the
// server's own refusal (in the page's language) is shown at the field, other failures as a
// notification. 'replay' means the same text was just sent: nothing new was stored.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX, type CompanyConversation } from '@opgavetorvet/contracts';
import {
  Button,
  TextField,
  notify,
  notifyFromError,
  serverTextOfError,
  useAppDispatch,
} from '@opgavetorvet/ui';
import { useSendFirmaMessageMutation } from '../api/beskeder-api';

interface ReplyFormProps {
  conversation: CompanyConversation & { bid_id: number };
  onSent: () => void;
}

export function ReplyForm({ conversation, onSent }: ReplyFormProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [send, { isLoading }] = useSendFirmaMessageMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const msg = text.trim();
    if (!msg) {
      setError(t('errors:::field_empty'));
      return;
    }
    const result = await send({
      msg,
      bidid: conversation.bid_id,
      userid: conversation.customer_id,
      companyid: conversation.company_id,
    });
    if ('error' in result) {
      const failure: unknown = result.error;
      const status =
        typeof failure === 'object' && failure !== null && 'status' in failure ? failure.status : null;
      const serverText = serverTextOfError(failure);
      if (status === 400 && serverText) setError(serverText);
      else dispatch(notifyFromError(failure));
      return;
    }
    setText('');
    const replay = result.data.response === 'replay';
    dispatch(
      notify([
        replay
          ? { type: 'info', note: t('firma:::beskeder::replay') }
          : { type: 'success', note: t('firma:::beskeder::sent') },
      ]),
    );
    onSent();
  };

  return (
    <form className="reply-form" onSubmit={submit} noValidate data-testid="reply-form">
      <TextField
        multiline
        rows={3}
        label={t('firma:::beskeder::reply_label', { name: conversation.customer_name })}
        value={text}
        maxLength={MESSAGE_MAX}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
      />
      <div className="form-actions">
        <Button type="submit" busy={isLoading}>
          {t('firma:::beskeder::send')}
        </Button>
      </div>
    </form>
  );
}
