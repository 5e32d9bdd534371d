// The company's own note on a booking (SPEC §6 'comments on contacts', /ajax/firma/sendcoment):
// shown on the won job's card for the company only; 'Tilføj note' / 'Ret note' opens a text box
// that saves on 'Gem note'. The note is checked with the call's schema (lib/text-forms.ts): an empty
// one is refused ('Dette felt må ikke være tomt.', as the service does); the reply's message is the
// notification.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactCommentBody } from '@opgavetorvet/contracts';
import { Button, notifyFromResult, useAppDispatch } from '@opgavetorvet/ui';
import { SchemaTextForm } from '@opgavetorvet/ui/forms';
import { useSaveContactNoteMutation } from '../api/won-extras-api';
import { contactNoteForm } from '../lib/text-forms';

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

  const send = async (body: ContactCommentBody): Promise<boolean> => {
    const notice = notifyFromResult(await save(body));
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
        <SchemaTextForm
          form={contactNoteForm}
          fixed={{ contact_id: contactId }}
          label={t('firma:::vundne::note::label')}
          hint={t('firma:::vundne::note::hint')}
          submitLabel={t('firma:::vundne::note::save')}
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
