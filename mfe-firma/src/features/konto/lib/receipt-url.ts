// Where a receipt of the ledger is fetched.

/** The address of a receipt's PDF (opened in a new tab; the session cookie goes along). */
export const receiptUrl = (receiptId: number): string => `/api/firma/konto/kvittering/${receiptId}`;
