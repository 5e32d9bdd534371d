// The file-links entry (issue 30): what a page needs to show the photos and PDFs the service draws
// in a message thread (their styles, and the lightbox opened from a thumbnail) without the media
// entry, which loads only when a lightbox opens.
export { photosAround, useFileLightbox, type FileLightbox } from './use-file-lightbox';
export { MessageFilesPicker } from './message-files-picker';
export type { MessageFilesFieldProps } from './message-files-field';
