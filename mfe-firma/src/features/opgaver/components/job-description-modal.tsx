// 'Se beskrivelse': the job's description from /firma/modal_discription_job (facts, text, the
// customer's answers; the customer's contact details only once the company is chosen), and the
// job's photos (issue 30) as a gallery when the list gave them, loaded with the media entry; other
// openers show the photos the service draws in the description.
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { Photo } from '@opgavetorvet/contracts';
import { ErrorArea, Modal, ServerHtml, Spinner, serverTextOfError } from '@opgavetorvet/ui';
import { useOpenJobDescriptionQuery } from '../api/job-modals-api';

const PhotoGallery = lazy(() =>
  import('@opgavetorvet/ui/media').then((module) => ({ default: module.PhotoGallery })),
);

interface JobDescriptionModalProps {
  jobId: number;
  /** The job's photos, when the page's list holds the job. */
  photos?: readonly Photo[];
  onClose: () => void;
}

export function JobDescriptionModal({ jobId, photos = [], onClose }: JobDescriptionModalProps) {
  const { t } = useTranslation();
  const { data: html, error, isFetching } = useOpenJobDescriptionQuery(jobId);
  return (
    <Modal
      open
      title={t('firma:::opgaver_extra::description::title', { job_id: jobId })}
      onClose={onClose}
      testId="job-description-modal"
    >
      <div className="stack">
        {/* With the list's photos the modal draws its own gallery (lightbox, "Anmeld billede"), so
            the service's plain thumbnails in the description are hidden (opgaver.css). */}
        {html && (
          <ServerHtml
            className={`server-html job-description-html${photos.length > 0 ? ' job-description-html--own-gallery' : ''}`}
            html={html}
          />
        )}
        {photos.length > 0 && (
          <Suspense fallback={null}>
            <PhotoGallery photos={photos} label={t('firma:::job_photos::label')} reportable />
          </Suspense>
        )}
        {!html && isFetching && <Spinner />}
        <ErrorArea message={error ? (serverTextOfError(error) ?? t('errors:::internal')) : null} />
      </div>
    </Modal>
  );
}
