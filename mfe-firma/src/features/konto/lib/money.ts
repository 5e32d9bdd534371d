// Kroner as SPEC §9 writes them (1.234,50), from the ledger's øre, with the sign kept.
import { formatAmount } from '@opgavetorvet/ui';

export function formatOre(ore: number): string {
  const abs = Math.abs(ore);
  return `${ore < 0 ? '-' : ''}${formatAmount(Math.floor(abs / 100), abs % 100)}`;
}

/** The address of a receipt's PDF (opened in a new tab; the session cookie goes along). */
export const receiptUrl = (receiptId: number): string => `/api/firma/konto/kvittering/${receiptId}`;
