// A stored image as a <picture> (issue 30): the WebP sizes for browsers that read WebP and the JPEG
// ones for the rest, `srcset`/`sizes` so a phone fetches a small one, lazily loaded and decoded off
// the main thread. No state and no texts, and the file addresses from the contracts' schema-free
// entry, so a page that only shows logos or thumbnails takes it without the media entry
// (`@opgavetorvet/ui/picture`); the media entry's images are drawn with it too.
import type { StoredFile } from '@opgavetorvet/contracts';
import { imageSrcSet, imageUrl } from '@opgavetorvet/contracts/file-addresses';

export interface StoredPictureProps {
  file: Pick<StoredFile, 'key' | 'widths'>;
  /** How wide the image is shown, for the browser's choice among the widths. */
  sizes: string;
  /** The caption, or '' for an image the text beside it already names. */
  alt: string;
  /** The <picture>'s class and the <img>'s. */
  className?: string;
  imageClassName?: string;
  /** Its box in CSS pixels (or its own size), so the page does not jump while it loads. */
  width?: number;
  height?: number;
  loading?: 'lazy' | 'eager';
  onError?: () => void;
}

export function StoredPicture({
  file,
  sizes,
  alt,
  className,
  imageClassName,
  width,
  height,
  loading = 'lazy',
  onError,
}: StoredPictureProps) {
  return (
    <picture className={className}>
      <source type="image/webp" srcSet={imageSrcSet(file, 'webp')} sizes={sizes} />
      <img
        className={imageClassName}
        src={imageUrl(file.key, file.widths[0], 'jpg')}
        srcSet={imageSrcSet(file, 'jpg')}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        onError={onError}
      />
    </picture>
  );
}
