// The picture entry (issue 30): a stored image's <picture> and the name of a thumbnail's button,
// small enough for pages that show logos or thumbnails without the media entry.
export { StoredPicture, type StoredPictureProps } from './stored-picture';
export { openPhotoLabel } from './open-photo-label';
