// Amounts as SPEC §9 writes them: thousands separator '.', decimal ',' (12.500 or 12.500,05),
// the same in every language, so a price reads alike on every page.

/** Whole kroner with '.' between thousands; optional øre (0–99) after a ','. */
export function formatAmount(kroner: number, oere?: number): string {
  const sign = kroner < 0 ? '-' : '';
  const digits = String(Math.trunc(Math.abs(kroner)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  if (oere === undefined) return `${sign}${grouped}`;
  return `${sign}${grouped},${String(Math.trunc(oere)).padStart(2, '0')}`;
}
