// The ledger's history in the reply shape of the account page (and the administrator's view).
import type { LedgerLine } from '@opgavetorvet/contracts';
import type { Db } from '../db/open.js';
import { history } from './ledger.js';

export async function ledgerLines(db: Db, companyId: number): Promise<LedgerLine[]> {
  return (await history(db, companyId)).map((line) => ({
    id: line.id,
    kind: line.kind,
    text: line.text,
    amount_ore: line.amountOre,
    balance_ore: line.balanceOre,
    created_at: line.createdAt,
    receipt_id: line.receiptId,
    receipt_number: line.receiptNumber,
  }));
}
