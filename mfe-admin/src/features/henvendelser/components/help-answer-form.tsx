// The administrator's answer to an open item: a required text (an empty one is refused before
// sending with errors:::field_empty); the server's message, success or refusal, is a notification.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HelpItemParams } from '@opgavetorvet/contracts';
import { Button, TextField, notifyFromError, notifyFromReply, useAppDispatch } from '@opgavetorvet/ui';
import { useAnswerHelpItemMutation } from '../api/help-inbox-api';

export function HelpAnswerForm({ item }: { item: HelpItemParams }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [answer, { isLoading }] = useAnswerHelpItemMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) {
      setError(t('errors:::field_empty'));
      return;
    }
    const result = await answer({ ...item, text: trimmed });
    if ('error' in result) {
      dispatch(notifyFromError(result.error));
      return;
    }
    dispatch(notifyFromReply(result.data));
    setText('');
  };

  return (
    <form className="stack help-answer" onSubmit={submit} noValidate>
      <TextField
        multiline
        rows={4}
        label={t('admin:::henvendelser::answer')}
        hint={t(`admin:::henvendelser::answer_hint::${item.kind}`)}
        value={text}
        maxLength={5000}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
      />
      <div className="form-actions">
        <Button type="submit" busy={isLoading}>
          {t('admin:::henvendelser::send')}
        </Button>
      </div>
    </form>
  );
}
