// The administrator's answer to an open item: a required text (an empty one is refused before
// sending with errors:::field_empty); the server's message, success or refusal, is a notification.
import { useTranslation } from 'react-i18next';
import type { HelpItemParams } from '@opgavetorvet/contracts';
import { TextForm, notifyFromError, notifyFromReply, useAppDispatch } from '@opgavetorvet/ui';
import { useAnswerHelpItemMutation } from '../api/help-inbox-api';

export function HelpAnswerForm({ item }: { item: HelpItemParams }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [answer, { isLoading }] = useAnswerHelpItemMutation();

  const send = async (text: string): Promise<boolean> => {
    const result = await answer({ ...item, text });
    if ('error' in result) {
      dispatch(notifyFromError(result.error));
      return false;
    }
    dispatch(notifyFromReply(result.data));
    return true;
  };

  return (
    <TextForm
      className="stack help-answer"
      rows={4}
      label={t('admin:::henvendelser::answer')}
      hint={t(`admin:::henvendelser::answer_hint::${item.kind}`)}
      maxLength={5000}
      emptyError={t('errors:::field_empty')}
      submitLabel={t('admin:::henvendelser::send')}
      busy={isLoading}
      onSend={send}
    />
  );
}
