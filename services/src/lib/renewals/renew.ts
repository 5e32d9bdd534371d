// Monthly renewal of paid plans from the balance: a Pro or Pro+ category whose period has ended is
// paid for another period (a 'renewal' ledger row) in one IMMEDIATE transaction with the new period;
// when the balance cannot pay, the category falls back to Basic and the company is told by e-mail
// with SPEC §8's error2 text. Blocked companies are left as they are until they are unblocked.
import { and, asc, eq, isNull, lte, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  PAGES,
  SUBSCRIPTION_PERIOD_DAYS,
  SUBSCRIPTION_PRICES_KR,
  type SubscriptionType,
} from '@opgavetorvet/contracts';
import { categories, companies, subscriptions } from '../../db/schema/index.js';
import { formatKroner } from '../danish.js';
import { debit, immediately } from '../ledger.js';

export const PERIOD_SECONDS = SUBSCRIPTION_PERIOD_DAYS * 24 * 60 * 60;
const PLAN_LABEL: Record<SubscriptionType, string> = { basic: 'Basic', pro: 'Pro', 'pro-plus': 'Pro+' };

interface DueRow {
  companyId: number;
  categoryId: number;
  type: Exclude<SubscriptionType, 'basic'>;
  endsAt: number;
  category: string;
  company: string;
  email: string;
}

async function dueRenewals(fastify: FastifyInstance, now: number): Promise<DueRow[]> {
  const rows = await fastify.db
    .select({
      companyId: subscriptions.companyId,
      categoryId: subscriptions.categoryId,
      type: subscriptions.type,
      endsAt: subscriptions.periodEndsAt,
      category: categories.name,
      company: companies.name,
      email: companies.email,
    })
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .innerJoin(categories, eq(categories.id, subscriptions.categoryId))
    .where(
      and(ne(subscriptions.type, 'basic'), lte(subscriptions.periodEndsAt, now), isNull(companies.blockedAt)),
    )
    .orderBy(asc(subscriptions.periodEndsAt), asc(subscriptions.companyId), asc(subscriptions.categoryId))
    .limit(500)
    .all();
  // The where clause leaves out Basic.
  return rows as DueRow[];
}

export interface RenewalOutcome {
  renewed: number;
  fellBack: number;
}

export async function renewSubscriptions(fastify: FastifyInstance, now: number): Promise<RenewalOutcome> {
  const { db } = fastify;
  const outcome: RenewalOutcome = { renewed: 0, fellBack: 0 };
  for (const row of await dueRenewals(fastify, now)) {
    await immediately(db, async () => {
      const where = and(
        eq(subscriptions.companyId, row.companyId),
        eq(subscriptions.categoryId, row.categoryId),
        eq(subscriptions.type, row.type),
        eq(subscriptions.periodEndsAt, row.endsAt),
      );
      // Another process or a change by the company got there first: nothing to do.
      if (!(await db.select({ type: subscriptions.type }).from(subscriptions).where(where).get())) return;
      const start = row.endsAt + PERIOD_SECONDS > now ? row.endsAt : now;
      const label = PLAN_LABEL[row.type];
      const priceOre = SUBSCRIPTION_PRICES_KR[row.type] * 100;
      const reason = fastify.translate('da-DK', 'mail:::renewal::ledger', {
        plan: label,
        category: row.category,
      });
      if (
        await debit(db, {
          companyId: row.companyId,
          amountOre: priceOre,
          kind: 'renewal',
          reason,
          createdAt: now,
        })
      ) {
        await db
          .update(subscriptions)
          .set({ periodStartsAt: start, periodEndsAt: start + PERIOD_SECONDS })
          .where(where)
          .run();
        outcome.renewed += 1;
        return;
      }
      await db.update(subscriptions).set({ type: 'basic' }).where(where).run();
      const params = {
        name: row.company,
        plan: label,
        category: row.category,
        price: formatKroner(priceOre),
        error: fastify.translate('da-DK', 'errors:::payment_error2'),
      };
      const t = (key: string) => fastify.translate('da-DK', `mail:::renewal::${key}`, params);
      await fastify.mailer.send({
        to: row.email,
        subject: t('subject'),
        text: t('text'),
        link: { path: PAGES.firmaKonto, label: t('button') },
      });
      outcome.fellBack += 1;
    });
  }
  return outcome;
}
