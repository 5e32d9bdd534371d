// A job's photos in the job description modal (issue 30): small lazily loaded thumbnails (WebP with
// a JPEG fallback, srcset over the widths stored, the caption as alt text), each a link to its
// largest size. Drawn with the UI kit's gallery classes (packages/ui/src/styles/media.css), which
// the company portal loads where photos show. Only images: a file without widths is left out.
import { imageUrl, type Photo } from '@opgavetorvet/contracts';
import { StoredPicture } from '../../../lib/stored-picture.js';
import type { Translate } from '../../../lib/translator.js';

/** As the kit's thumbnails: a third of a phone's screen, at most about 160 px on a desktop. */
const THUMBNAIL_SIZES = '(max-width: 600px) 33vw, 160px';

interface JobPhotosProps {
  photos: readonly Photo[];
  t: Translate;
}

export function JobPhotos({ photos, t }: JobPhotosProps) {
  const images = photos.filter((photo) => photo.kind === 'image' && photo.widths.length > 0);
  if (images.length === 0) return null;
  return (
    <ul className="photo-gallery" aria-label={t('fragments-firma:::description::photos')}>
      {images.map((photo, index) => (
        <li key={photo.key}>
          <a
            className="photo-gallery__open"
            href={imageUrl(photo.key, Math.max(...photo.widths), 'jpg')}
            target="_blank"
            rel="noopener noreferrer"
          >
            <StoredPicture
              file={photo}
              sizes={THUMBNAIL_SIZES}
              alt={
                photo.caption ??
                t('fragments-firma:::description::photo', { index: index + 1, count: images.length })
              }
              className="media-picture"
              imageClassName="media-image thumbnail"
              width={photo.width ?? undefined}
              height={photo.height ?? undefined}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
