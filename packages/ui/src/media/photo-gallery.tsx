// A grid of a list's photos as thumbnails; a thumbnail opens the lightbox on its photo, and closing
// the lightbox gives focus back to the thumbnail that opened it.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openPhotoLabel } from '../picture/open-photo-label';
import { Lightbox, type LightboxPhoto } from './lightbox';
import { THUMBNAIL_SIZES, Thumbnail } from './responsive-image';

export interface PhotoGalleryProps {
  photos: readonly LightboxPhoto[];
  /** The list's accessible name (default "Billeder"). */
  label?: string;
  /** Offers "Anmeld billede" in the lightbox. */
  reportable?: boolean;
  /** `sizes` of the thumbnails, when the page shows them another size than the kit's grid. */
  sizes?: string;
  className?: string;
}

export function PhotoGallery({
  photos,
  label,
  reportable = false,
  sizes = THUMBNAIL_SIZES,
  className,
}: PhotoGalleryProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const openers = useRef<(HTMLButtonElement | null)[]>([]);
  const opener = useRef<number | null>(null);

  useEffect(() => {
    // After the lightbox's own focus hand-back, which may find nothing to go back to (Safari does
    // not focus a clicked button).
    if (open !== null || opener.current === null) return;
    openers.current[opener.current]?.focus();
    opener.current = null;
  }, [open]);

  if (photos.length === 0) return null;
  const count = photos.length;
  return (
    <>
      <ul
        className={['photo-gallery', className].filter(Boolean).join(' ')}
        aria-label={label ?? t('common:::media::gallery')}
      >
        {photos.map((photo, index) => (
          <li key={photo.key} className="photo-gallery__item">
            <button
              ref={(button) => {
                openers.current[index] = button;
              }}
              type="button"
              className="photo-gallery__open"
              aria-label={openPhotoLabel(t, photo, index, count)}
              onClick={() => {
                opener.current = index;
                setOpen(index);
              }}
            >
              <Thumbnail file={photo} alt={photo.caption ?? ''} sizes={sizes} />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Lightbox
          photos={photos}
          index={Math.min(open, count - 1)}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
          reportable={reportable}
        />
      )}
    </>
  );
}
