// 'Redigér billeder' on the customer's job page (issue 30): the photo picker over the job's photos in
// a dialog; 'Gem billederne' saves them as they are to be (kept, reordered, captioned, removed and
// new uploads, in order) with PUT /api/bruger/opgaver/:jobId/billeder. It does not save while an
// upload is on its way (it says so); a refusal stays in the dialog with the service's text; closing
// without saving deletes this visit's uploads, which no job names.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JOB_PHOTOS_MAX, type Photo } from '@opgavetorvet/contracts';
import { Button, ErrorArea, Modal, notify, serverTextOfError, useAppDispatch } from '@opgavetorvet/ui';
import {
  PhotoPicker,
  photoInputsOf,
  pickedFromPhotos,
  usePickerEdit,
  type PickedFile,
} from '@opgavetorvet/ui/media';
import { useSaveJobPhotosMutation } from '../api/job-photos-api';

interface JobPhotosEditorProps {
  jobId: number;
  photos: readonly Photo[];
  onClose: () => void;
}

export function JobPhotosEditor({ jobId, photos, onClose }: JobPhotosEditorProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [value, setValue] = useState<PickedFile[]>(() => pickedFromPhotos(photos));
  const { busy, waiting, onBusyChange, readyToSave, discardUploads } = usePickerEdit();
  const [save, { isLoading, error }] = useSaveJobPhotosMutation();

  const cancel = () => {
    discardUploads(value);
    onClose();
  };

  const onSave = async () => {
    if (!readyToSave()) return;
    const result = await save({ job_id: jobId, photos: photoInputsOf(value) });
    if (result.error) return;
    dispatch(notify([{ type: 'success', note: t('bruger:::job::photos_saved') }]));
    onClose();
  };

  return (
    <Modal open title={t('bruger:::job::photos_editor_title')} onClose={cancel} testId="job-photos-editor">
      <div className="stack">
        <p className="field__hint">{t('bruger:::job::photos_editor_hint', { max: JOB_PHOTOS_MAX })}</p>
        <PhotoPicker
          purpose="job"
          max={JOB_PHOTOS_MAX}
          value={value}
          onChange={setValue}
          onBusyChange={onBusyChange}
          disabled={isLoading}
        />
        <ErrorArea message={error ? (serverTextOfError(error) ?? t('errors:::internal')) : null} />
        {waiting && busy && (
          <p className="field__error" role="alert">
            {t('bruger:::job::photos_uploading')}
          </p>
        )}
        <div className="form-actions">
          <Button busy={isLoading} onClick={() => void onSave()}>
            {t('bruger:::job::photos_save')}
          </Button>
          <Button variant="quiet" onClick={cancel} disabled={isLoading}>
            {t('bruger:::job::photos_cancel')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
