// A payment that came in (a card top-up confirmed by Stripe's webhook, or a bank transfer the
// administrator credits by hand): one IMMEDIATE transaction writes the ledger row, the receipt with
// the next number, and the receipt mail to the company (a link to the PDF, which needs a login:
// the outbox carries no attachments). A payment id seen before changes nothing and returns null.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies } from '../../db/schema/index.js';
import { formatKroner } from '../danish.js';
import { credit, immediately, type CreditEntry } from '../ledger.js';
import { issueReceipt, type Receipt } from '../receipts/issue.js';

export const receiptPath = (receiptId: number): string => `/api/firma/konto/kvittering/${receiptId}`;

export function creditPayment(
  fastify: FastifyInstance,
  entry: CreditEntry,
): Promise<{ ledgerId: number; receipt: Receipt } | null> {
  const { db } = fastify;
  return immediately(db, async () => {
    const credited = await credit(db, entry);
    if (!credited) return null;
    const receipt = await issueReceipt(db, {
      ledgerId: credited.ledgerId,
      companyId: entry.companyId,
      amountOre: entry.amountOre,
      createdAt: entry.createdAt,
    });
    const company = await db
      .select({ email: companies.email, name: companies.name })
      .from(companies)
      .where(eq(companies.id, entry.companyId))
      .get();
    if (company) {
      const params = {
        name: company.name,
        number: receipt.number,
        amount: formatKroner(entry.amountOre),
        text: entry.reason,
      };
      const t = (key: string) => fastify.translate('da-DK', `mail:::receipt::${key}`, params);
      await fastify.mailer.send({
        to: company.email,
        subject: t('subject'),
        text: t('text'),
        link: { path: receiptPath(receipt.id), label: t('button') },
      });
    }
    return { ledgerId: credited.ledgerId, receipt };
  });
}
