// What a file is, read from its own first bytes (issue 30): JPEG, PNG, WebP, the HEIF family (HEIC
// from phones, AVIF) or PDF. The name it was sent with and the client's Content-Type are never
// asked; anything else (HTML, SVG, GIF, a program) is none of these and is refused by the caller.

export type SniffedType = 'jpeg' | 'png' | 'webp' | 'heic' | 'avif' | 'pdf';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** HEIF brands whose pictures are HEVC-coded (what a phone's "HEIC" photo is). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
const AVIF_BRANDS = new Set(['avif', 'avis']);
/** Brands of a HEIF file that does not say its codec (the compatible brands may). */
const GENERIC_HEIF_BRANDS = new Set(['mif1', 'msf1', 'mif2']);
/** The `ftyp` box is read this far at most (its size is in its first four bytes). */
const FTYP_MAX = 256;

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/** The brands of an ISO-BMFF `ftyp` box at the start: the major one first, or null. */
function ftypBrands(bytes: Uint8Array): string[] | null {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  const size = Math.min(
    ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0,
    FTYP_MAX,
    bytes.length,
  );
  const brands = [ascii(bytes, 8, 12)];
  // Then the minor version (4 bytes), then the compatible brands.
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

function heifType(brands: string[]): SniffedType | null {
  const [major = '', ...compatible] = brands;
  if (HEIC_BRANDS.has(major)) return 'heic';
  if (AVIF_BRANDS.has(major)) return 'avif';
  if (!GENERIC_HEIF_BRANDS.has(major)) return null;
  if (compatible.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
  // A generic HEIF picture is HEVC-coded unless it says AV1.
  return 'heic';
}

/** The type the bytes are, or null for anything not taken. */
export function sniffType(bytes: Uint8Array): SniffedType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 5 && ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  const brands = ftypBrands(bytes);
  return brands ? heifType(brands) : null;
}
