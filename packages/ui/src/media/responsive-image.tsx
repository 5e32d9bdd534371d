// A stored image as the page shows it: a <picture> with the WebP sizes for browsers that read WebP
// and the JPEG ones for the rest, `srcset`/`sizes` so a phone fetches the small one, lazily loaded
// and decoded off the main thread, with its width and height so the page does not jump. An image that
// cannot be loaded shows the spec's text (SPEC §8, image viewer) instead of a broken image.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '@opgavetorvet/contracts';
import { StoredPicture } from '../picture/stored-picture';

export type ImageFile = Pick<StoredFile, 'key' | 'widths' | 'width' | 'height'>;

export interface ResponsiveImageProps {
  file: ImageFile;
  /** The caption, the image's alt text ('' for an image the text around it already says). */
  alt: string;
  /** How wide the image is shown, for the browser's choice among the widths (`sizes`). */
  sizes: string;
  /** 'eager' for an image shown at once (the lightbox's); lazy by default. */
  loading?: 'lazy' | 'eager';
  className?: string;
}

/** Thumbnails are at most about 160 px wide on a desktop, a third of the screen on a phone. */
export const THUMBNAIL_SIZES = '(max-width: 600px) 33vw, 160px';

export function ResponsiveImage({ file, alt, sizes, loading = 'lazy', className }: ResponsiveImageProps) {
  const { t } = useTranslation();
  // Which file failed: another file given to the same element starts afresh.
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const classes = ['media-image', className].filter(Boolean).join(' ');
  if (failedKey === file.key || file.widths.length === 0) {
    return (
      <span className={`${classes} media-image--failed`}>
        <span className="media-image__failed-text">{t('errors:::content_load_failed')}</span>
      </span>
    );
  }
  return (
    <StoredPicture
      file={file}
      sizes={sizes}
      alt={alt}
      className="media-picture"
      imageClassName={classes}
      width={file.width ?? undefined}
      height={file.height ?? undefined}
      loading={loading}
      onError={() => setFailedKey(file.key)}
    />
  );
}

export interface ThumbnailProps {
  file: ImageFile;
  alt: string;
  sizes?: string;
  className?: string;
}

/** A small square crop of an image, lazily loaded. */
export function Thumbnail({ file, alt, sizes = THUMBNAIL_SIZES, className }: ThumbnailProps) {
  return (
    <ResponsiveImage
      file={file}
      alt={alt}
      sizes={sizes}
      className={['thumbnail', className].filter(Boolean).join(' ')}
    />
  );
}
