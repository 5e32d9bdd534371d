// A file's size as a reader says it, in the page's language: "340 kB", "2,4 MB" (of 1024 bytes each,
// as the service's limit FILE_BYTES_MAX of 10 MB is counted).
const KILOBYTE = 1024;
const MEGABYTE = KILOBYTE * KILOBYTE;

export function formatFileSize(bytes: number, language: string): string {
  const inMegabytes = bytes >= MEGABYTE;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: inMegabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: inMegabytes ? 1 : 0,
  }).format(bytes / (inMegabytes ? MEGABYTE : KILOBYTE));
}
