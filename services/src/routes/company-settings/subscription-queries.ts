// Subscriptions in the database: the plan in force per profile category, the balance (sum of the
// ledger), and the changes of SPEC §4, each in one IMMEDIATE transaction so the balance read
// and the debit cannot interleave with another payment. Every query is scoped to the company.
import { and, eq } from 'drizzle-orm';
import type { PriceBreakdown, SubscriptionType } from '@opgavetorvet/contracts';
import { conflictColumns } from '../../db/engine/dialect.js';
import type { Db, Tx } from '../../db/open.js';
import { categories, companyCategories, subscriptions } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { debit } from '../../lib/ledger.js';
import {
  PERIOD_SECONDS,
  PLAN_LABEL,
  priceBreakdown,
  transitionOf,
  type CurrentSubscription,
} from './rules.js';

type Reader = Db | Tx;

/** One of the company's own profile categories, or undefined. */
export async function profileCategory(
  db: Reader,
  companyId: number,
  categoryId: number,
): Promise<{ id: number; name: string } | undefined> {
  return await db
    .select({ id: categories.id, name: categories.name })
    .from(companyCategories)
    .innerJoin(categories, eq(categories.id, companyCategories.categoryId))
    .where(and(eq(companyCategories.companyId, companyId), eq(companyCategories.categoryId, categoryId)))
    .get();
}

/** The category's subscription, or 404 when the category is not on the company's profile. */
export async function ownCategoryOr404(
  db: Reader,
  companyId: number,
  categoryId: number,
): Promise<{ id: number; name: string }> {
  const category = await profileCategory(db, companyId, categoryId);
  if (!category) throw new AppError(404, 'errors:::subscription_category_unknown');
  return category;
}

export async function currentSubscription(
  db: Reader,
  companyId: number,
  categoryId: number,
): Promise<CurrentSubscription> {
  const row = await db
    .select({
      type: subscriptions.type,
      periodStartsAt: subscriptions.periodStartsAt,
      periodEndsAt: subscriptions.periodEndsAt,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.companyId, companyId), eq(subscriptions.categoryId, categoryId)))
    .get();
  return row ?? { type: 'basic', periodStartsAt: null, periodEndsAt: null };
}

/** The balance is the ledger's sum (lib/ledger.ts). */
export { balanceOre } from '../../lib/ledger.js';

export type ChangeResult =
  | { kind: 'changed'; type: SubscriptionType; price: PriceBreakdown }
  | { kind: 'insufficient'; type: SubscriptionType; price: PriceBreakdown };

/**
 * Moves one category to `to` along the state machine; a paid step debits the ledger in the same
 * transaction. When the balance cannot pay, nothing is written ('insufficient').
 */
export async function changeSubscription(
  db: Db,
  companyId: number,
  categoryId: number,
  to: SubscriptionType,
  now: number,
): Promise<ChangeResult> {
  return await db.transaction(
    async (tx) => {
      const category = await ownCategoryOr404(tx, companyId, categoryId);
      const current = await currentSubscription(tx, companyId, categoryId);
      const transition = transitionOf(current.type, to);
      if (!transition) throw new AppError(409, 'errors:::subscription_transition');
      const price = priceBreakdown(current, to, now);
      if (price.to_pay_ore > 0) {
        const reason = `Abonnement ${PLAN_LABEL[to]} – ${category.name}`;
        const paid = await debit(tx, {
          companyId,
          amountOre: price.to_pay_ore,
          kind: 'plan_payment',
          reason,
          createdAt: now,
        });
        if (!paid) return { kind: 'insufficient', type: current.type, price };
      }
      if (transition === 'downgrade') {
        await tx
          .update(subscriptions)
          .set({ type: to })
          .where(and(eq(subscriptions.companyId, companyId), eq(subscriptions.categoryId, categoryId)))
          .run();
      } else {
        const period = { type: to, periodStartsAt: now, periodEndsAt: now + PERIOD_SECONDS };
        await tx
          .insert(subscriptions)
          .values({ companyId, categoryId, ...period })
          .onConflictDoUpdate({
            target: conflictColumns(subscriptions.companyId, subscriptions.categoryId),
            set: period,
          })
          .run();
      }
      return { kind: 'changed', type: to, price };
    },
    { behavior: 'immediate' },
  );
}

/** Back to basic (no refund); a category that is already basic → 409. */
export async function unsubscribe(db: Db, companyId: number, categoryId: number): Promise<{ name: string }> {
  return await db.transaction(
    async (tx) => {
      const category = await ownCategoryOr404(tx, companyId, categoryId);
      if ((await currentSubscription(tx, companyId, categoryId)).type === 'basic')
        throw new AppError(409, 'errors:::subscription_transition');
      await tx
        .update(subscriptions)
        .set({ type: 'basic' })
        .where(and(eq(subscriptions.companyId, companyId), eq(subscriptions.categoryId, categoryId)))
        .run();
      return { name: category.name };
    },
    { behavior: 'immediate' },
  );
}
