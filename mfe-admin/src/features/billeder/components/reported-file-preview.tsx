// What was reported, as the administrator judges it: the image (its stored sizes, with a link to the
// largest), a PDF's download link, or a note that the file is gone once it has been removed.
import { useTranslation } from 'react-i18next';
import type { ReportedFile } from '@opgavetorvet/contracts';
import { downloadUrl, imageUrl } from '@opgavetorvet/contracts/file-addresses';
import { StoredPicture } from '@opgavetorvet/ui/picture';

/** The preview is drawn at most this wide (billeder.css), a phone's width on a phone. */
const PREVIEW_SIZES = '(max-width: 600px) 100vw, 320px';

export function ReportedFilePreview({ item }: { item: ReportedFile }) {
  const { t } = useTranslation();
  const { file } = item;
  if (!file) return <p className="reported-file__gone">{t('admin:::billeder::file_gone')}</p>;
  if (file.kind === 'pdf')
    return (
      <a className="reported-file__pdf" href={downloadUrl(file)} target="_blank" rel="noopener noreferrer">
        {t('admin:::billeder::pdf_link', { name: file.name })}
      </a>
    );
  const largest = Math.max(...file.widths);
  return (
    <div className="reported-file__preview">
      <StoredPicture
        file={file}
        sizes={PREVIEW_SIZES}
        alt={item.caption ?? t('admin:::billeder::image_alt', { title: item.owner.title })}
        imageClassName="reported-file__image"
        width={file.width ?? undefined}
        height={file.height ?? undefined}
      />
      <a href={imageUrl(file.key, largest, 'jpg')} target="_blank" rel="noopener noreferrer">
        {t('admin:::billeder::full_size')}
      </a>
    </div>
  );
}
