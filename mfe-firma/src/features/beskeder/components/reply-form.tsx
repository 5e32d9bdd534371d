// The company's answer in a conversation → /opgave/new_message (msg, bidid, userid, companyid).
// Checked with the call's schema (lib/reply-form.ts): an empty message is refused before sending
// (SPEC §5 'Dette felt må ikke være tomt.'); the
// server's own refusal (in the page's language) is shown at the field, other failures as a
// notification. 'replay' means the same text was just sent: nothing new was stored.
import { useTranslation } from 'react-i18next';
import type { CompanyConversation, NewMessageBody } from '@opgavetorvet/contracts';
import { notify, notifyFromError, refusalTextOfError, useAppDispatch } from '@opgavetorvet/ui';
import { SchemaTextForm } from '@opgavetorvet/ui/forms';
import { useSendFirmaMessageMutation } from '../api/beskeder-api';
import { replyForm } from '../lib/reply-form';

interface ReplyFormProps {
  conversation: CompanyConversation & { bid_id: number };
  onSent: () => void;
}

export function ReplyForm({ conversation, onSent }: ReplyFormProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [send, { isLoading }] = useSendFirmaMessageMutation();

  const sendMessage = async (body: NewMessageBody): Promise<boolean | string> => {
    const result = await send(body);
    if ('error' in result) {
      const refusal = refusalTextOfError(result.error);
      if (refusal) return refusal;
      dispatch(notifyFromError(result.error));
      return false;
    }
    const replay = result.data.response === 'replay';
    dispatch(
      notify([
        replay
          ? { type: 'info', note: t('firma:::beskeder::replay') }
          : { type: 'success', note: t('firma:::beskeder::sent') },
      ]),
    );
    onSent();
    return true;
  };

  return (
    <SchemaTextForm
      form={replyForm}
      fixed={{
        bidid: conversation.bid_id,
        userid: conversation.customer_id,
        companyid: conversation.company_id,
      }}
      className="reply-form"
      testId="reply-form"
      rows={3}
      label={t('firma:::beskeder::reply_label', { name: conversation.customer_name })}
      submitLabel={t('firma:::beskeder::send')}
      busy={isLoading}
      onSend={sendMessage}
    />
  );
}
