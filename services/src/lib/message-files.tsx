// The files of a message in the service's html of a thread (issue 30): the customer's thread modal,
// the messages modal, the reply to /opgave/new_message and the company's message modal. An image is
// a small lazily loaded thumbnail (srcset over its stored widths, WebP with a JPEG fallback, its
// name as alt text) linking to its largest size; the page opens its lightbox from the link's data
// attributes. A PDF is a download link with its name and size. Drawn by the escaping renderer, so a
// file's name is always text.
import { downloadUrl, imageUrl, type StoredFile } from '@opgavetorvet/contracts';
import { StoredPicture } from './stored-picture.js';
import type { Translate } from './translator.js';

/** A thumbnail is drawn this many CSS pixels square (the remotes' message-files.css). */
export const MESSAGE_THUMB_PX = 96;
const THUMB_SIZES = `${MESSAGE_THUMB_PX}px`;
const KILOBYTE = 1024;
const MEGABYTE = KILOBYTE * KILOBYTE;

/**
 * A file's size as a reader says it, "340 kB", "2,4 MB" (of 1024 bytes, as FILE_BYTES_MAX counts);
 * a file under a kilobyte is "1 kB", not "0 kB".
 */
export function fileSizeText(bytes: number, lang: string): string {
  const inMegabytes = bytes >= MEGABYTE;
  return new Intl.NumberFormat(lang, {
    style: 'unit',
    unit: inMegabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: inMegabytes ? 1 : 0,
  }).format(inMegabytes ? bytes / MEGABYTE : Math.max(1, bytes / KILOBYTE));
}

function ImageLink({ file, t }: { file: StoredFile; t: Translate }) {
  const largest = file.widths[file.widths.length - 1];
  return (
    <a
      className="message-files__image"
      href={imageUrl(file.key, largest, 'jpg')}
      target="_blank"
      rel="noopener"
      data-file-key={file.key}
      data-widths={file.widths.join(',')}
      data-width={file.width ?? undefined}
      data-height={file.height ?? undefined}
    >
      <StoredPicture
        file={file}
        sizes={THUMB_SIZES}
        alt={t('fragments-beskeder:::files::image', { name: file.name })}
        imageClassName="message-files__thumb"
        width={MESSAGE_THUMB_PX}
        height={MESSAGE_THUMB_PX}
      />
    </a>
  );
}

function DownloadLink({ file, t, lang }: { file: StoredFile; t: Translate; lang: string }) {
  return (
    <a className="message-files__pdf" href={downloadUrl(file)} download={file.name}>
      <span className="message-files__name">{file.name}</span>{' '}
      <span className="message-files__size">
        {t('fragments-beskeder:::files::size', { size: fileSizeText(file.bytes, lang) })}
      </span>
    </a>
  );
}

interface MessageFilesProps {
  files: readonly StoredFile[] | undefined;
  t: Translate;
  lang: string;
  /** The reader sent them: the page's lightbox offers no 'Anmeld billede' for one's own photos. */
  own: boolean;
}

export function MessageFiles({ files, t, lang, own }: MessageFilesProps) {
  if (!files || files.length === 0) return null;
  return (
    <ul
      className="message-files"
      aria-label={t('fragments-beskeder:::files::label')}
      data-own={own ? 'true' : undefined}
    >
      {files.map((file) => (
        <li key={file.key} className="message-files__item">
          {file.kind === 'image' && file.widths.length > 0 ? (
            <ImageLink file={file} t={t} />
          ) : (
            <DownloadLink file={file} t={t} lang={lang} />
          )}
        </li>
      ))}
    </ul>
  );
}
