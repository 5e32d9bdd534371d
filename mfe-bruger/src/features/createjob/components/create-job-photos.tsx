// The create-job form's "Billeder (valgfrit)" section (issue 30): the photo picker, loaded when the
// form is shown (the media entry is no part of the page's first load), over the draft's photos;
// it tells the form while an upload is on its way, so the form does not send the job without it.
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { JOB_PHOTOS_MAX, type PhotoInput } from '@opgavetorvet/contracts';
import { Spinner } from '@opgavetorvet/ui';
import type { PickedFile } from '@opgavetorvet/ui/media';
import type { JobPhotosFieldProps } from './job-photos-field';
import './create-job-photos.css';

const JobPhotosField = lazy(() =>
  import(/* webpackChunkName: "job-photos" */ './job-photos-field').then((module) => ({
    default: module.JobPhotosField,
  })),
);

/** The body's `photos` of the picked ones, in their order (none when there are none). */
export async function photoInputsFor(photos: readonly PickedFile[]): Promise<PhotoInput[] | undefined> {
  if (photos.length === 0) return undefined;
  const { photoInputsOf } = await import('@opgavetorvet/ui/media');
  return photoInputsOf(photos);
}

export function CreateJobPhotos(props: JobPhotosFieldProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="stack create-job-form__photos" data-testid="create-job-photos">
      <legend>{t('bruger:::createjob::photos')}</legend>
      <p className="field__hint">{t('bruger:::createjob::photos_hint', { max: JOB_PHOTOS_MAX })}</p>
      <Suspense fallback={<Spinner />}>
        <JobPhotosField {...props} />
      </Suspense>
    </fieldset>
  );
}
