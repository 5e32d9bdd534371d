// What a dialog that edits a list of photos needs around the picker (issue 30): whether an upload
// is on its way (a save waits for it and says so, `waiting`), and a way to close without saving
// that deletes this visit's uploads, which nothing names.
import { useCallback, useState } from 'react';
import { useDeleteUploadMutation } from './files-api';
import type { PickedFile } from './picked-files';

export interface PickerEdit {
  /** An upload is on its way. */
  busy: boolean;
  /** A save was asked for while `busy`: the dialog says it waits. */
  waiting: boolean;
  /** For the picker's onBusyChange. */
  onBusyChange: (busy: boolean) => void;
  /** Asks to save: false (and `waiting`) while an upload is on its way. */
  readyToSave: () => boolean;
  /** Deletes the uploads of this visit among `picked` (before the dialog closes unsaved). */
  discardUploads: (picked: readonly PickedFile[]) => void;
}

export function usePickerEdit(): PickerEdit {
  const [busy, setBusy] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [deleteUpload] = useDeleteUploadMutation();
  const onBusyChange = useCallback((sending: boolean) => {
    setBusy(sending);
    if (!sending) setWaiting(false);
  }, []);
  const readyToSave = () => {
    if (busy) setWaiting(true);
    return !busy;
  };
  const discardUploads = (picked: readonly PickedFile[]) =>
    picked.filter((item) => !item.attached).forEach((item) => void deleteUpload(item.file.key));
  return { busy, waiting, onBusyChange, readyToSave, discardUploads };
}
