// A message's files in the thread tests of both sides: a PDF and a photo as the service stores them
// (their keys made from their names) and the html it draws for them (services/src/lib/message-files.tsx):
// the PDF as a download link with its size, the photo as a thumbnail link that opens the lightbox.
import type { StoredFile } from '@opgavetorvet/contracts';

export interface MessageFiles {
  pdf: StoredFile;
  photo: StoredFile;
  html: string;
}

const keyOf = (name: string) => name.replace(/\W/g, '').padEnd(22, 'k').slice(0, 22);

/** The PDF of `bytes`, its size as the service words it ('PDF, 34 kB'), and a photo of 800 × 600. */
export function messageFiles(
  pdfFile: { name: string; bytes: number; size: string },
  photoName: string,
): MessageFiles {
  const pdf: StoredFile = {
    key: keyOf(pdfFile.name),
    kind: 'pdf',
    name: pdfFile.name,
    bytes: pdfFile.bytes,
    width: null,
    height: null,
    widths: [],
  };
  const photo: StoredFile = {
    key: keyOf(photoName),
    kind: 'image',
    name: photoName,
    bytes: 250_000,
    width: 800,
    height: 600,
    widths: [320, 800],
  };
  const html =
    '<ul class="message-files" aria-label="Vedhæftede filer">' +
    `<li class="message-files__item"><a class="message-files__pdf" href="/filer/${pdf.key}/${encodeURIComponent(pdf.name)}" download="${pdf.name}">` +
    `<span class="message-files__name">${pdf.name}</span> <span class="message-files__size">(${pdfFile.size})</span></a></li>` +
    `<li class="message-files__item"><a class="message-files__image" href="/filer/${photo.key}/800.jpg" target="_blank" rel="noopener" ` +
    `data-file-key="${photo.key}" data-widths="320,800" data-width="800" data-height="600"><picture>` +
    `<source type="image/webp" srcSet="/filer/${photo.key}/320.webp 320w, /filer/${photo.key}/800.webp 800w" sizes="96px"/>` +
    `<img class="message-files__thumb" src="/filer/${photo.key}/320.jpg" srcSet="/filer/${photo.key}/320.jpg 320w, /filer/${photo.key}/800.jpg 800w" ` +
    `sizes="96px" alt="Vedhæftet billede: ${photo.name}" width="96" height="96" loading="lazy" decoding="async"/></picture></a></li></ul>`;
  return { pdf, photo, html };
}
