// An image as it is stored (issue 30): decoded by sharp (libvips) under a pixel limit read from the
// header first (a decompression bomb is refused before any pixel is decoded), turned by its EXIF
// orientation, converted to sRGB and re-encoded without any metadata (no EXIF, no GPS, no ICC
// profile, no comments) in each width of FILE_IMAGE_WIDTHS that is not wider than the image (the
// smallest always, even for a tiny image, which is not enlarged), as WebP and as a JPEG fallback.
import sharp, { type Metadata } from 'sharp';
import { FILE_IMAGE_WIDTHS, FILE_PIXELS_MAX, type FileImageFormat } from '@opgavetorvet/contracts';
import { fileRefusal } from './refusals.js';
import type { SniffedType } from './sniff.js';

export interface ImageSize {
  width: number;
  format: FileImageFormat;
  bytes: Buffer;
}

export interface ProcessedImage {
  /** The picture's size after its orientation is applied. */
  width: number;
  height: number;
  widths: number[];
  sizes: ImageSize[];
}

const WEBP_QUALITY = 80;
const JPEG_QUALITY = 82;
/** What shows through a transparent picture in its JPEG (which has no transparency). */
const JPEG_BACKGROUND = '#ffffff';

/**
 * Whether this sharp build reads HEVC-coded HEIF (a phone's HEIC photo). The prebuilt binaries read
 * only AV1-coded HEIF (AVIF): HEVC is left out for its patents, and `format.heif` says so.
 */
export function readsHeic(): boolean {
  return sharp.format.heif.input.buffer && (sharp.format.heif.input.fileSuffix ?? []).includes('.heic');
}

function readsAvif(): boolean {
  return sharp.format.heif.input.buffer;
}

/** The widths an image of this width is stored in. */
export function widthsFor(width: number): number[] {
  const fitting = FILE_IMAGE_WIDTHS.filter((size) => size <= width);
  return fitting.length > 0 ? [...fitting] : [FILE_IMAGE_WIDTHS[0]];
}

const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/** Decodes, turns, resizes and re-encodes; refuses what cannot or must not be decoded. */
export async function processImage(input: Buffer, type: SniffedType, name: string): Promise<ProcessedImage> {
  if (type === 'heic' && !readsHeic()) throw fileRefusal.heic(name);
  if (type === 'avif' && !readsAvif()) throw fileRefusal.unreadable(name);
  const cannotRead = () => (type === 'heic' ? fileRefusal.heic(name) : fileRefusal.unreadable(name));

  // The header only: the size is known before a pixel is decoded.
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw cannotRead();
  }
  if (!metadata.width || !metadata.height) throw cannotRead();
  if (metadata.width * metadata.height > FILE_PIXELS_MAX) throw fileRefusal.tooManyPixels(name);
  const { width, height } = metadata.autoOrient;
  const widths = widthsFor(width);

  try {
    // Decoded once, at the largest width kept, as plain 8-bit sRGB pixels without any metadata.
    const largest = await sharp(input, { limitInputPixels: FILE_PIXELS_MAX, failOn: 'error' })
      .rotate()
      .resize({ width: Math.max(...widths), withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const raw = {
      raw: { width: largest.info.width, height: largest.info.height, channels: largest.info.channels },
    };
    const sizes = await Promise.all(
      widths.flatMap((size) => {
        const resized = () => {
          const pixels = sharp(largest.data, raw);
          return size < largest.info.width ? pixels.resize({ width: size }) : pixels;
        };
        return [
          resized()
            .webp({ quality: WEBP_QUALITY })
            .toBuffer()
            .then((bytes): ImageSize => ({ width: size, format: 'webp', bytes })),
          resized()
            .flatten({ background: JPEG_BACKGROUND })
            .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
            .toBuffer()
            .then((bytes): ImageSize => ({ width: size, format: 'jpg', bytes })),
        ];
      }),
    );
    return { width, height, widths, sizes };
  } catch (error) {
    if (isPixelLimit(error)) throw fileRefusal.tooManyPixels(name);
    throw cannotRead();
  }
}
