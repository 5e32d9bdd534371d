// A message's photos and PDFs on the customer's job page (issue 30): the photos as the media entry's
// gallery (thumbnails opening the lightbox), each PDF as a download link with its name and size.
// Loaded with the media entry only for a message that has files (message-files.tsx).
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '@opgavetorvet/contracts';
import { downloadUrl } from '@opgavetorvet/contracts/file-addresses';
import { PhotoGallery, formatFileSize } from '@opgavetorvet/ui/media';
import '@opgavetorvet/ui/message-files.css';

export function MessageFileList({ files }: { files: readonly StoredFile[] }) {
  const { t, i18n } = useTranslation();
  const photos = files
    .filter((file) => file.kind === 'image' && file.widths.length > 0)
    .map((file) => ({ ...file, caption: null }));
  const downloads = files.filter((file) => !photos.some((photo) => photo.key === file.key));
  return (
    <div className="message-files__all">
      <PhotoGallery photos={photos} label={t('bruger:::messages::files_label')} />
      {downloads.length > 0 && (
        <ul className="message-files" aria-label={t('bruger:::messages::files_label')}>
          {downloads.map((file) => (
            <li key={file.key} className="message-files__item">
              <a className="message-files__pdf" href={downloadUrl(file)} download={file.name}>
                <span className="message-files__name">{file.name}</span>{' '}
                <span className="message-files__size">
                  {t('bruger:::messages::file_size', { size: formatFileSize(file.bytes, i18n.language) })}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
