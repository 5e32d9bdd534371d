// A message form's "Vedhæft filer" (issue 30): the media entry's picker for up to MESSAGE_FILES_MAX
// photos and PDFs, without captions, uploaded for a message (purpose 'message'). Loaded only when a
// form that sends messages is shown (message-files-picker.tsx).
import { MESSAGE_FILES_ACCEPT, MESSAGE_FILES_MAX } from '@opgavetorvet/contracts';
import { PhotoPicker } from '../media/photo-picker';
import type { PickedFile } from '../media/picked-files';

export interface MessageFilesFieldProps {
  /** The field's label in the portal's words ('Vedhæft filer'). */
  label: string;
  value: readonly PickedFile[];
  onChange: (value: PickedFile[]) => void;
  onBusyChange: (busy: boolean) => void;
  disabled?: boolean;
}

export function MessageFilesField({
  label,
  value,
  onChange,
  onBusyChange,
  disabled,
}: MessageFilesFieldProps) {
  return (
    <PhotoPicker
      purpose="message"
      max={MESSAGE_FILES_MAX}
      accept={MESSAGE_FILES_ACCEPT}
      captions={false}
      label={label}
      value={value}
      onChange={onChange}
      onBusyChange={onBusyChange}
      disabled={disabled}
    />
  );
}
