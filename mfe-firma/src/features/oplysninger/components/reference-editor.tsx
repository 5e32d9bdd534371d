// Adding or changing a reference job (issue 30), in a dialog: its title and short text on the call's
// schema (the service's texts at the fields) and its photos in the picker (purpose 'reference', up
// to REFERENCE_PHOTOS_MAX, with captions, in the order shown). 'Gem reference' sends POST
// /api/firma/referencer or PUT /api/firma/referencer/:id with the photos as they are to be; it waits
// for an upload on its way and says so. Closing without saving deletes this visit's uploads.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REFERENCE_PHOTOS_MAX, type CompanyReference } from '@opgavetorvet/contracts';
import { Button, Modal, TextField, notify, useAppDispatch } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import {
  PhotoPicker,
  photoInputsOf,
  pickedFromPhotos,
  usePickerEdit,
  type PickedFile,
} from '@opgavetorvet/ui/media';
import { useAddFirmaReferenceMutation, useChangeFirmaReferenceMutation } from '../api/gallery-api';
import { REFERENCE_TEXT_INPUT_MAX, REFERENCE_TITLE_INPUT_MAX, referenceForm } from '../lib/gallery-forms';

interface ReferenceEditorProps {
  /** The reference to change; null for a new one. */
  reference: CompanyReference | null;
  onClose: () => void;
}

export function ReferenceEditor({ reference, onClose }: ReferenceEditorProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const form = useSchemaForm(referenceForm, {
    defaultValues: { title: reference?.title ?? '', text: reference?.text ?? '' },
    // The photos are the picker's: checked there (its max), put in the body when it is sent.
    fixed: { photos: [] },
  });
  const [photos, setPhotos] = useState<PickedFile[]>(() => pickedFromPhotos(reference?.photos ?? []));
  const { busy, waiting, onBusyChange, readyToSave, discardUploads } = usePickerEdit();
  const [add, adding] = useAddFirmaReferenceMutation();
  const [change, changing] = useChangeFirmaReferenceMutation();
  const saving = adding.isLoading || changing.isLoading;

  const cancel = () => {
    discardUploads(photos);
    onClose();
  };

  const submit = form.handleSubmit(async (checked) => {
    if (!readyToSave()) return;
    const body = { ...checked, photos: photoInputsOf(photos) };
    const result = reference ? await change({ ...body, id: reference.id }) : await add(body);
    if (!form.replied(result)) return;
    dispatch(notify([{ type: 'success', note: t('firma:::oplysninger::references::saved') }]));
    onClose();
  });

  return (
    <Modal
      open
      title={t(
        reference
          ? 'firma:::oplysninger::references::edit_title'
          : 'firma:::oplysninger::references::new_title',
      )}
      onClose={cancel}
      testId="reference-editor"
    >
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('firma:::oplysninger::references::title_label')}
          hint={t('firma:::oplysninger::references::title_hint')}
          maxLength={REFERENCE_TITLE_INPUT_MAX}
          {...form.field('title')}
        />
        <TextField
          multiline
          rows={4}
          label={t('firma:::oplysninger::references::text_label')}
          hint={t('firma:::oplysninger::references::text_hint')}
          maxLength={REFERENCE_TEXT_INPUT_MAX}
          {...form.field('text')}
        />
        <fieldset className="stack reference-editor__photos">
          <legend>{t('firma:::oplysninger::references::photos_label')}</legend>
          <p className="field__hint">
            {t('firma:::oplysninger::references::photos_hint', { max: REFERENCE_PHOTOS_MAX })}
          </p>
          <PhotoPicker
            purpose="reference"
            max={REFERENCE_PHOTOS_MAX}
            captions
            value={photos}
            onChange={setPhotos}
            onBusyChange={onBusyChange}
            disabled={saving}
          />
        </fieldset>
        {waiting && busy && (
          <p className="field__error" role="alert">
            {t('firma:::oplysninger::references::uploading')}
          </p>
        )}
        <div className="form-actions">
          <Button type="submit" busy={saving}>
            {t('firma:::oplysninger::references::save')}
          </Button>
          <Button variant="quiet" onClick={cancel} disabled={saving}>
            {t('firma:::oplysninger::references::cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
