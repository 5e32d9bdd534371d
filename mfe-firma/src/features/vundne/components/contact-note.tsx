// The company's own note on a booking (SPEC §6 'comments on contacts', /ajax/firma/sendcoment):
// shown on the won job's card for the company only; 'Tilføj note' / 'Ret note' opens a text box
// that saves on 'Gem note'. An empty note is refused ('Dette felt må ikke være tomt.', as the
// service does); the reply's message is the notification.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextForm, notifyFromResult, useAppDispatch } from '@opgavetorvet/ui';
import { useSaveContactNoteMutation } from '../api/won-extras-api';

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
  const [save, { isLoading }] = useSaveContactNoteMutation();

  const send = async (text: string): Promise<boolean> => {
    const notice = notifyFromResult(await save({ contact_id: contactId, coment: text }));
    const reply = dispatch(notice);
    if (!reply) return false;
    setEditing(false);
    return true;
  };

  return (
    <section className="won-job__note" aria-labelledby={titleId} data-testid="contact-note">
      <h3 className="won-job__subtitle" id={titleId}>
        {t('firma:::vundne::note::title')}
      </h3>
      {editing ? (
        <TextForm
          maxLength={NOTE_MAX}
          label={t('firma:::vundne::note::label')}
          hint={t('firma:::vundne::note::hint')}
          submitLabel={t('firma:::vundne::note::save')}
          emptyError={t('errors:::field_empty')}
          busy={isLoading}
          initial={saved}
          keep
          actions={
            <Button variant="quiet" onClick={() => setEditing(false)}>
              {t('firma:::vundne::note::cancel')}
            </Button>
          }
          onSend={send}
        />
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
            <Button variant="quiet" onClick={() => setEditing(true)}>
              {saved ? t('firma:::vundne::note::edit') : t('firma:::vundne::note::add')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
