// Slugs in addresses and e-mails: Danish letters transliterated (æ→ae, ø→oe, å→aa), other accents
// dropped, everything else but a–z and digits one dash. A company's profile slug is also bounded.

/** 'Tømrer & snedker' → 'toemrer-snedker'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/å/g, 'aa')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** 'Tømrer Ålborg & Søn ApS' → 'toemrer-aalborg-soen-aps': at most 60 characters, 'firma' when nothing is left. */
export function companySlug(name: string): string {
  return slugify(name).slice(0, 60).replace(/-+$/g, '') || 'firma';
}
