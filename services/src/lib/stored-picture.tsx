// A stored image in the service's html (issue 30): a <picture> with the WebP sizes and a JPEG
// fallback, `srcset`/`sizes` over the widths it has, lazily loaded and decoded off the main thread.
// Drawn by the escaping renderer; the alt text is the caller's (a caption or a file's name). The
// front ends draw theirs with the UI kit's picture entry, which the service does not load.
import { imageSrcSet, imageUrl, type FileImageFormat, type StoredFile } from '@opgavetorvet/contracts';

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
  const sizesIn = (format: FileImageFormat) => ({ srcSet: imageSrcSet(file, format), sizes });
  const smallest = imageUrl(file.key, file.widths[0], 'jpg');
  return (
    <picture className={className}>
      <source type="image/webp" {...sizesIn('webp')} />
      <img
        className={imageClassName}
        src={smallest}
        {...sizesIn('jpg')}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}
