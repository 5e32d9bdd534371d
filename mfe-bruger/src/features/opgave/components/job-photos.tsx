// The job's photos on the customer's job page (issue 30), under its description: a gallery that opens
// the lightbox, and for the owner while the job is open or assigned 'Redigér billeder' ('Tilføj
// billeder' when there are none), which opens the photo picker over them. The gallery and the editor
// come from the media entry, loaded only when the job has photos or the editor is opened.
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobPageReply } from '@opgavetorvet/contracts';
import { Button } from '@opgavetorvet/ui';

const PhotoGallery = lazy(() =>
  import('@opgavetorvet/ui/media').then((module) => ({ default: module.PhotoGallery })),
);
const JobPhotosEditor = lazy(() =>
  import(/* webpackChunkName: "job-photos-editor" */ './job-photos-editor').then((module) => ({
    default: module.JobPhotosEditor,
  })),
);

/** The states in which the customer may still change the job's photos. */
const EDITABLE: ReadonlySet<JobPageReply['job']['status']> = new Set(['open', 'assigned']);

export function JobPhotos({ page }: { page: JobPageReply }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const { job, photos } = page;
  const editable = EDITABLE.has(job.status);
  if (photos.length === 0 && !editable) return null;
  return (
    <div className="stack job-photos" data-testid="job-photos">
      {photos.length > 0 && (
        <Suspense fallback={null}>
          <PhotoGallery photos={photos} label={t('bruger:::job::photos_title')} />
        </Suspense>
      )}
      {editable && (
        <p className="job-photos__actions">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t(photos.length > 0 ? 'bruger:::job::photos_edit' : 'bruger:::job::photos_add')}
          </Button>
        </p>
      )}
      {editing && (
        <Suspense fallback={null}>
          <JobPhotosEditor jobId={job.job_id} photos={photos} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </div>
  );
}
