// The name of a button that opens a photo in the lightbox (issue 30): "Åbn billede 2 af 5" or, with
// a caption, the caption too; the same words on every list of thumbnails.
import type { TFunction } from 'i18next';

export function openPhotoLabel(
  t: TFunction,
  photo: { caption: string | null },
  index: number,
  count: number,
): string {
  return photo.caption
    ? t('common:::media::open_photo_caption', { index: index + 1, count, caption: photo.caption })
    : t('common:::media::open_photo', { index: index + 1, count });
}
