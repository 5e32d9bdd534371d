// @opgavetorvet/ui/media: photos and files (issue 30) — the picker that uploads them, the responsive
// image and thumbnail, the lightbox and the gallery. Apart from the UI kit's singleton (like
// @opgavetorvet/ui/forms) so that only the pages that show or take photos load it, with its styles.
import '../styles/media.css';
import '../styles/lightbox.css';

export { PhotoPicker, type PhotoPickerProps } from './photo-picker';
export { pickedFromPhotos, photoInputsOf, type PickedFile } from './picked-files';
export {
  ResponsiveImage,
  Thumbnail,
  THUMBNAIL_SIZES,
  type ImageFile,
  type ResponsiveImageProps,
  type ThumbnailProps,
} from './responsive-image';
export { Lightbox, type LightboxPhoto, type LightboxProps } from './lightbox';
export { PhotoGallery, type PhotoGalleryProps } from './photo-gallery';
export { formatFileSize } from './format-file-size';
export { filesApi, useDeleteUploadMutation, useReportFileMutation } from './files-api';
export { usePickerEdit, type PickerEdit } from './use-picker-edit';
