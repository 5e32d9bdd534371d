// The create-job form's photos (issue 30): the media entry's picker for up to JOB_PHOTOS_MAX photos
// with captions, uploaded as the job's (purpose 'job'). Loaded only when the form is shown
// (create-job-photos.tsx), so the media entry is no part of any page's first load.
import { JOB_PHOTOS_MAX } from '@opgavetorvet/contracts';
import { PhotoPicker, type PickedFile } from '@opgavetorvet/ui/media';

export interface JobPhotosFieldProps {
  value: readonly PickedFile[];
  onChange: (value: PickedFile[]) => void;
  onBusyChange: (busy: boolean) => void;
  disabled?: boolean;
}

export function JobPhotosField({ value, onChange, onBusyChange, disabled }: JobPhotosFieldProps) {
  return (
    <PhotoPicker
      purpose="job"
      max={JOB_PHOTOS_MAX}
      captions
      value={value}
      onChange={onChange}
      onBusyChange={onBusyChange}
      disabled={disabled}
    />
  );
}
