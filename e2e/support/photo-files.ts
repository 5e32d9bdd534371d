// The files the photo journey (e2e/photos-phone.spec.ts) sends, made here with sharp as a phone or a
// scanner would make them: a portrait photo stored sideways (1600×1200) with EXIF Orientation 6 and a
// GPS position, two landscape pictures (a JPEG and a PNG) and a one-page PDF written by hand. Also
// what the journey reads back from a served file: the EXIF's GPS tags and the colour at the top and
// the bottom of a picture (sky above, grass below: the portrait is shown the right way up).
import sharp from 'sharp';

/** A file as Playwright's setInputFiles takes it. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The portrait as it is seen: 1200 wide, 1600 high, sky at the top and grass at the bottom. */
const PORTRAIT_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1600">
  <rect width="1200" height="1600" fill="#8fc1e9"/>
  <rect y="1150" width="1200" height="450" fill="#3d7a2a"/>
  <rect x="300" y="650" width="600" height="500" fill="#b5651d"/>
  <polygon points="250,660 600,380 950,660" fill="#7a2e12"/>
  <rect x="540" y="900" width="120" height="250" fill="#3b2412"/>
  <rect x="380" y="760" width="110" height="100" fill="#f4f1de"/>
  <rect x="710" y="760" width="110" height="100" fill="#f4f1de"/>
</svg>`;

const TERRACE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
  <rect width="1600" height="1000" fill="#d8c3a5"/>
  ${Array.from({ length: 10 }, (_, i) => `<rect y="${i * 100 + 4}" width="1600" height="92" fill="${i % 2 ? '#a0703c' : '#b07f48'}"/>`).join('')}
</svg>`;

const SKETCH_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="700">
  <rect width="1000" height="700" fill="#ffffff"/>
  <rect x="100" y="100" width="800" height="500" fill="none" stroke="#1f2328" stroke-width="8"/>
  <line x1="100" y1="350" x2="900" y2="350" stroke="#0b5cad" stroke-width="6"/>
  <line x1="500" y1="100" x2="500" y2="600" stroke="#0b5cad" stroke-width="6"/>
</svg>`;

/** GPS tag numbers of the EXIF standard: latitude's reference and value, longitude's. */
export const GPS_POSITION_TAGS = [1, 2, 3, 4];

/**
 * The portrait as a phone stores it: the sensor's 1600×1200 pixels with EXIF Orientation 6 (turn a
 * quarter clockwise to show) and where it was taken (Østerbro). Checked here before it is sent: the
 * journey's claims about the served file mean nothing if the input lacked what is to be removed.
 */
export async function portraitWithExif(name: string): Promise<FilePayload> {
  const buffer = await sharp(Buffer.from(PORTRAIT_SVG))
    // Stored a quarter turn anticlockwise; Orientation 6 tells a reader to turn it back.
    .rotate(270)
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Opgavetorvet', Model: 'E2E phone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '55/1 42/1 3/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '12/1 34/1 39/1',
      },
    })
    .toBuffer();
  const metadata = await sharp(buffer).metadata();
  const upright = await bandColours(await sharp(buffer).rotate().toBuffer());
  const made = {
    stored: [metadata.width, metadata.height],
    orientation: metadata.orientation,
    shown: [metadata.autoOrient.width, metadata.autoOrient.height],
    gps: GPS_POSITION_TAGS.every((tag) => gpsTagsOf(metadata.exif).includes(tag)),
    skyOnTop: isSky(upright.top) && isGrass(upright.bottom),
  };
  const wanted = { stored: [1600, 1200], orientation: 6, shown: [1200, 1600], gps: true, skyOnTop: true };
  if (JSON.stringify(made) !== JSON.stringify(wanted))
    throw new Error(`the portrait is not what the journey needs: ${JSON.stringify(made)}`);
  return { name, mimeType: 'image/jpeg', buffer };
}

/** A landscape JPEG (terrace boards), without metadata. */
export async function landscapeJpeg(name: string): Promise<FilePayload> {
  const buffer = await sharp(Buffer.from(TERRACE_SVG)).jpeg({ quality: 85 }).toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** A landscape PNG (a sketch of the plan). */
export async function landscapePng(name: string): Promise<FilePayload> {
  const buffer = await sharp(Buffer.from(SKETCH_SVG)).png().toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A valid one-page PDF with one line of text, its cross-reference table's offsets counted. */
export function onePagePdf(name: string, line: string): FilePayload {
  const text = line.replace(/[\\()]/g, (char) => `\\${char}`);
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(pdf, 'latin1') };
}

/** The tag numbers in an EXIF block's GPS directory (none without EXIF or without GPS). */
export function gpsTagsOf(exif: Buffer | undefined): number[] {
  if (!exif || exif.length < 8) return [];
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
  const little = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ENTRY = 12;
  const entries = (at: number) =>
    Array.from({ length: u16(at) }, (_, index) => ({
      tag: u16(at + 2 + index * ENTRY),
      value: u32(at + 2 + index * ENTRY + 8),
    }));
  const gpsPointer = entries(u32(4)).find((entry) => entry.tag === 0x8825);
  return gpsPointer ? entries(gpsPointer.value).map((entry) => entry.tag) : [];
}

type Rgb = [number, number, number];

/** The mean colour of the top and the bottom tenth of a picture, as its pixels are stored. */
export async function bandColours(image: Buffer): Promise<{ top: Rgb; bottom: Rgb }> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const band = Math.max(1, Math.floor(height / 10));
  // Of the band's own pixels: sharp's stats() would read the whole picture, not the extract.
  const mean = async (top: number): Promise<Rgb> => {
    const { data, info } = await sharp(image)
      .extract({ left: 0, top, width, height: band })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const sums: Rgb = [0, 0, 0];
    for (let at = 0; at < data.length; at += info.channels)
      for (let channel = 0; channel < 3; channel += 1) sums[channel] += data[at + channel]!;
    const pixels = data.length / info.channels;
    return [sums[0] / pixels, sums[1] / pixels, sums[2] / pixels];
  };
  return { top: await mean(0), bottom: await mean(height - band) };
}

/** Light blue: more blue than red, and bright. */
export const isSky = ([red, green, blue]: Rgb) => blue > red + 40 && green > 120;
/** Green above both red and blue. */
export const isGrass = ([red, green, blue]: Rgb) => green > red + 30 && green > blue + 30;
