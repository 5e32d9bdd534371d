// The company's own note on a booking (SPEC §6 'comments on contacts', /ajax/firma/sendcoment):
// shown on the won job's card for the company only; 'Tilføj note' / 'Ret note' opens a text box
// that saves on 'Gem note'. An empty note is refused ('Dette felt må ikke være tomt.', as the
// service does); the reply's message is the notification.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField, notify, useAppDispatch } from '@opgavetorvet/ui';
import { useSaveContactNoteMutation } from '../api/won-extras-api';
import { notesOfError } from '../lib/reply-notes';

const NOTE_MAX = 2000;

interface ContactNoteProps {
  contactId: number;
  saved: string;
  /** Only a booking the company still holds is edited; a refused one shows its comment only. */
  editable: boolean;
}

export function ContactNote({ contactId, saved, editable }: ContactNoteProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveContactNoteMutation();

  const startEditing = () => {
    setText(saved);
    setError(null);
    setEditing(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError(t('errors:::field_empty'));
      return;
    }
    const result = await save({ contact_id: contactId, coment: text.trim() });
    if ('error' in result) {
      dispatch(notify(notesOfError(result.error)));
      return;
    }
    dispatch(notify([{ type: result.data.type, note: result.data.message }]));
    setEditing(false);
  };

  return (
    <section className="won-job__note" aria-labelledby={titleId} data-testid="contact-note">
      <h3 className="won-job__subtitle" id={titleId}>
        {t('firma:::vundne::note::title')}
      </h3>
      {editing ? (
        <form className="stack" onSubmit={submit} noValidate>
          <TextField
            multiline
            rows={3}
            maxLength={NOTE_MAX}
            label={t('firma:::vundne::note::label')}
            hint={t('firma:::vundne::note::hint')}
            value={text}
            error={error}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
          />
          <div className="form-actions">
            <Button type="submit" busy={isLoading}>
              {t('firma:::vundne::note::save')}
            </Button>
            <Button variant="quiet" onClick={() => setEditing(false)}>
              {t('firma:::vundne::note::cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="won-job__note-view">
          {saved ? (
            <p className="won-job__note-text" data-testid="contact-note-text">
              {saved}
            </p>
          ) : (
            <p className="muted">{t('firma:::vundne::note::none')}</p>
          )}
          {editable && (
            <Button variant="quiet" onClick={startEditing}>
              {saved ? t('firma:::vundne::note::edit') : t('firma:::vundne::note::add')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
