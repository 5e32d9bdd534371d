// A message form's "Vedhæft filer" (issue 30): the media entry's picker for up to MESSAGE_FILES_MAX
// photos and PDFs, without captions, uploaded for a message (purpose 'message'). Loaded only when a
// form that sends messages is shown (message-files-picker.tsx).
import { MESSAGE_FILES_ACCEPT, MESSAGE_FILES_MAX } from '@opgavetorvet/contracts';
import { PhotoPicker, type PhotoPickerProps } from '../media/photo-picker';
// The picker's drop area, list and progress bars: this entry takes the picker without the media
// entry (which brings them), so a page that loaded no photos yet (/firma/beskeder) has them too.
import '../styles/media.css';

/** What a form gives the picker: its label in the portal's words, the picked files, their changes. */
export type MessageFilesFieldProps = Pick<
  PhotoPickerProps,
  'label' | 'value' | 'onChange' | 'onBusyChange' | 'disabled'
>;

export function MessageFilesField(props: MessageFilesFieldProps) {
  return (
    <PhotoPicker
      purpose="message"
      max={MESSAGE_FILES_MAX}
      accept={MESSAGE_FILES_ACCEPT}
      captions={false}
      {...props}
    />
  );
}
