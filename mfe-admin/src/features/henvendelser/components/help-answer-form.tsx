// The administrator's answer to an open item: a required text checked with the call's schema
// (lib/answer-form.ts); the server's message, success or refusal, is a notification.
import { useTranslation } from 'react-i18next';
import type { HelpAnswerBody, HelpItemParams } from '@opgavetorvet/contracts';
import { notifyFromError, notifyFromReply, useAppDispatch } from '@opgavetorvet/ui';
import { SchemaTextForm } from '@opgavetorvet/ui/forms';
import { useAnswerHelpItemMutation } from '../api/help-inbox-api';
import { answerForm } from '../lib/answer-form';

export function HelpAnswerForm({ item }: { item: HelpItemParams }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [answer, { isLoading }] = useAnswerHelpItemMutation();

  const send = async ({ text }: HelpAnswerBody): Promise<boolean> => {
    const result = await answer({ ...item, text });
    if ('error' in result) {
      dispatch(notifyFromError(result.error));
      return false;
    }
    dispatch(notifyFromReply(result.data));
    return true;
  };

  return (
    <SchemaTextForm
      form={answerForm}
      className="stack help-answer"
      rows={4}
      label={t('admin:::henvendelser::answer')}
      hint={t(`admin:::henvendelser::answer_hint::${item.kind}`)}
      submitLabel={t('admin:::henvendelser::send')}
      busy={isLoading}
      onSend={send}
    />
  );
}
