// What an upload becomes before anything is stored: its type read from its bytes (sniff.ts), an
// image re-encoded in its sizes (images.ts), a PDF kept as sent, each as the objects to write under
// the file's key. Anything else is refused with the file's name (refusals.ts).
import type { FileKind } from '@opgavetorvet/contracts';
import { oneImageAtATime } from './image-queue.js';
import { processImage } from './images.js';
import { CONTENT_TYPES, imageObjectName, pdfObjectName } from './names.js';
import { fileRefusal } from './refusals.js';
import { sniffType } from './sniff.js';

export interface StoreObject {
  name: string;
  bytes: Buffer;
  contentType: string;
}

export interface PreparedFile {
  kind: FileKind;
  /** The size of the file as sent. */
  bytes: number;
  width: number | null;
  height: number | null;
  widths: number[];
  objects: StoreObject[];
}

/** The file `input` sent as `name`, ready to be written under `key`; throws its refusal. */
export async function prepareFile(key: string, input: Buffer, name: string): Promise<PreparedFile> {
  const type = sniffType(input);
  if (type === null) throw fileRefusal.notTaken(name);
  if (type === 'pdf') {
    return {
      kind: 'pdf',
      bytes: input.length,
      width: null,
      height: null,
      widths: [],
      objects: [{ name: pdfObjectName(key), bytes: input, contentType: CONTENT_TYPES.pdf }],
    };
  }
  const image = await oneImageAtATime(() => processImage(input, type, name));
  return {
    kind: 'image',
    bytes: input.length,
    width: image.width,
    height: image.height,
    widths: image.widths,
    objects: image.sizes.map((size) => ({
      name: imageObjectName(key, size.width, size.format),
      bytes: size.bytes,
      contentType: CONTENT_TYPES[size.format],
    })),
  };
}
