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

/** Øre as kroner with two decimals, the sign kept: 49900 → '499,00', -123456 → '-1.234,56'. */
export function formatOre(ore: number): string {
  const abs = Math.abs(ore);
  return `${ore < 0 ? '-' : ''}${formatAmount(Math.trunc(abs / 100), abs % 100)}`;
}
