// A stored image in the service's html (issue 30): a <picture> with the WebP sizes and a JPEG
// fallback, `srcset`/`sizes` over the widths it has, lazily loaded and decoded off the main thread.
// Drawn by the escaping renderer; the alt text is the caller's (a caption or a file's name).
import { imageSrcSet, imageUrl, type StoredFile } from '@opgavetorvet/contracts';

interface StoredPictureProps {
  file: Pick<StoredFile, 'key' | 'widths'>;
  sizes: string;
  alt: string;
  className?: string;
  imageClassName?: string;
  width?: number;
  height?: number;
}

export function StoredPicture({
  file,
  sizes,
  alt,
  className,
  imageClassName,
  width,
  height,
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
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}
