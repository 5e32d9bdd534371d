// 'Ja, med ændringer' (SPEC §2/§4/§5): the second modal with a free-text box and a back button.
// An empty text is refused before sending ('Indtast venligst en tekst'); the server's reply is a
// notification of its type whether it succeeds or not (SPEC §8); the modal closes on success.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, TextField, notify, useAppDispatch } from '@opgavetorvet/ui';
import { useSaveContractChangesMutation } from '../api/won-decisions-api';
import { notesOfError } from '../lib/reply-notes';

interface ContractChangesModalProps {
  contactId: number;
  onBack: () => void;
  onDone: () => void;
}

export function ContractChangesModal({ contactId, onBack, onDone }: ContractChangesModalProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveContractChangesMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError(t('errors:::enter_text'));
      return;
    }
    const result = await save({ contactid: contactId, message: text.trim() });
    if ('error' in result) {
      dispatch(notify(notesOfError(result.error)));
      return;
    }
    dispatch(notify([{ type: result.data.type, note: result.data.message }]));
    if (result.data.success) onDone();
  };

  return (
    <Modal open title={t('firma:::vundne::changes::title')} onClose={onDone} testId="changes-modal">
      <form className="stack" onSubmit={submit} noValidate>
        <p className="muted">{t('firma:::vundne::changes::intro')}</p>
        <TextField
          multiline
          rows={6}
          maxLength={4000}
          label={t('firma:::vundne::changes::label')}
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
        <div className="form-actions">
          <Button type="submit" busy={isLoading}>
            {t('firma:::vundne::changes::send')}
          </Button>
          <Button variant="quiet" onClick={onBack}>
            {t('firma:::vundne::changes::back')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
