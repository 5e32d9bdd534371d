// The create-job form's photos (issue 30): the media entry's picker for up to JOB_PHOTOS_MAX photos
// with captions, uploaded as the job's (purpose 'job'). Loaded only when the form is shown
// (create-job-photos.tsx), so the media entry is no part of any page's first load.
import { JOB_PHOTOS_MAX } from '@opgavetorvet/contracts';
import { PhotoPicker, type PhotoPickerProps } from '@opgavetorvet/ui/media';

/** What the form gives the picker: the picked photos and how to hear of changes. */
export type JobPhotosFieldProps = Pick<PhotoPickerProps, 'value' | 'onChange' | 'onBusyChange' | 'disabled'>;

export function JobPhotosField(props: JobPhotosFieldProps) {
  return <PhotoPicker purpose="job" max={JOB_PHOTOS_MAX} captions {...props} />;
}
