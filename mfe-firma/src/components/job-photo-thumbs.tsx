// A job's photos on a company's card (issue 30: the open-jobs list, the won jobs): at most
// JOB_THUMBS_SHOWN small thumbnails and "+N" for the rest; a thumbnail or "+N" opens the lightbox on
// that photo, which offers "Anmeld billede" (the customer's photo, seen by the company). Plain
// <picture>/<img> with srcset over the stored sizes (the UI kit's small picture entry), lazily
// loaded: neither the media entry nor the contracts' schemas are part of the page's first load; only
// the lightbox loads the media entry, when first opened. Also drawn by the service on
// /firma/opgaver's first screen (no lightbox there).
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Photo } from '@opgavetorvet/contracts';
import { StoredPicture, openPhotoLabel } from '@opgavetorvet/ui/picture';
import './job-photo-thumbs.css';

const Lightbox = lazy(() =>
  import('@opgavetorvet/ui/media').then((module) => ({ default: module.Lightbox })),
);

/** Thumbnails shown on a card; the rest are counted in "+N". */
export const JOB_THUMBS_SHOWN = 3;
/** A thumbnail is drawn this many CSS pixels square (job-photo-thumbs.css), also before styles load. */
const THUMB_PX = 64;
const THUMB_SIZES = `${THUMB_PX}px`;

/** One thumbnail; an image that cannot load leaves the square empty (the lightbox says why). */
function Thumb({ photo }: { photo: Photo }) {
  return (
    <StoredPicture
      file={photo}
      sizes={THUMB_SIZES}
      alt={photo.caption ?? ''}
      imageClassName="job-thumbs__img"
      width={THUMB_PX}
      height={THUMB_PX}
    />
  );
}

/** `photos` may be absent in a reply of a service from before issue 30 (a remote deployed first). */
export function JobPhotoThumbs({ photos = [] }: { photos?: readonly Photo[] }) {
  const { t } = useTranslation();
  // The lightbox gives focus back to the button that opened it (its focus trap) when it closes.
  const [open, setOpen] = useState<number | null>(null);

  const count = photos.length;
  if (count === 0) return null;
  const shown = photos.slice(0, JOB_THUMBS_SHOWN);
  const more = count - shown.length;
  return (
    <>
      <ul className="job-thumbs" aria-label={t('firma:::job_photos::label')}>
        {shown.map((photo, index) => (
          <li key={photo.key}>
            <button
              type="button"
              className="job-thumbs__open"
              aria-label={openPhotoLabel(t, photo, index, count)}
              onClick={() => setOpen(index)}
            >
              <Thumb photo={photo} />
            </button>
          </li>
        ))}
        {more > 0 && (
          <li>
            <button
              type="button"
              className="job-thumbs__open job-thumbs__more"
              aria-label={t('firma:::job_photos::more_label', { count })}
              onClick={() => setOpen(JOB_THUMBS_SHOWN)}
            >
              {t('firma:::job_photos::more', { count: more })}
            </button>
          </li>
        )}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox
            photos={photos}
            index={Math.min(open, count - 1)}
            onIndexChange={setOpen}
            onClose={() => setOpen(null)}
            reportable
          />
        </Suspense>
      )}
    </>
  );
}
