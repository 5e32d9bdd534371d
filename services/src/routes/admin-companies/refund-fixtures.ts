// What the refund tests share: a service with Stripe pointed at the loopback stand-in, an
// administrator logged in with its second factor, a company (with its own browser) and a customer;
// a card top-up delivered by Stripe's signed webhook, a plan payment taken from the balance, and
// the refund call.
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { balanceLedger, refunds } from '../../db/schema/index.js';
import { debit, immediately } from '../../lib/ledger.js';
import { adminLogin } from '../../test/admin-login.js';
import {
  type Agent,
  type TestAccount,
  createAccount,
  loggedIn,
  manyLogins,
  startTestApp,
} from '../../test/helpers.js';
import {
  TEST_STRIPE_KEY,
  TEST_WEBHOOK_SECRET,
  checkoutCompletedEvent,
  signatureFor,
  startFakeStripe,
  type FakeStripe,
} from '../../test/stripe-server.js';

export interface RefundWorld {
  app: FastifyInstance;
  stripe: FakeStripe;
  admin: Agent;
  adminId: number;
  company: TestAccount & { companyId: number };
  companyAgent: Agent;
  customerAgent: Agent;
  close(): Promise<void>;
}

export async function refundWorld(): Promise<RefundWorld> {
  const stripe = await startFakeStripe();
  const app = await startTestApp({
    ...manyLogins,
    publicUrl: 'https://opgavetorvet.example',
    stripeSecretKey: TEST_STRIPE_KEY,
    stripeWebhookSecret: TEST_WEBHOOK_SECRET,
    stripeApiUrl: stripe.url,
  });
  const { account, agent } = await adminLogin(app);
  const company = (await createAccount(app, 'company')) as TestAccount & { companyId: number };
  return {
    app,
    stripe,
    admin: agent,
    adminId: account.id,
    company,
    companyAgent: await loggedIn(app, company),
    customerAgent: await loggedIn(app, await createAccount(app, 'user')),
    close: async () => {
      await app.close();
      await stripe.close();
    },
  };
}

/** Stripe's webhook delivering `payload`, signed with the SDK's test-header helper. */
export const deliver = (app: FastifyInstance, payload: string) =>
  app.inject({
    method: 'POST',
    url: '/api/betaling/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signatureFor(payload) },
    payload,
  });

let sessions = 0;

/** A card top-up of `amountOre` paid through Checkout; its ledger row's id. */
export async function topUp(
  w: RefundWorld,
  amountOre: number,
  companyId = w.company.companyId,
): Promise<number> {
  const sessionId = `cs_test_refund_${++sessions}_${Date.now().toString(36)}`;
  const payload = checkoutCompletedEvent({ sessionId, companyId, amountOre });
  if ((await deliver(w.app, payload)).statusCode !== 200) throw new Error('top-up not delivered');
  const row = await w.app.db
    .select({ id: balanceLedger.id })
    .from(balanceLedger)
    .where(eq(balanceLedger.externalId, `stripe:${sessionId}`))
    .get();
  return row!.id;
}

/** A plan payment of `amountOre` taken from the balance (as the subscription page does); its row's id. */
export async function planPayment(
  w: RefundWorld,
  amountOre: number,
  companyId = w.company.companyId,
): Promise<number> {
  const { db } = w.app;
  const paid = await immediately(db, () =>
    debit(db, {
      companyId,
      amountOre,
      kind: 'plan_payment',
      reason: 'Abonnement Pro – Tømrer',
      createdAt: Math.floor(Date.now() / 1000),
    }),
  );
  if (!paid) throw new Error('the balance did not cover the plan payment');
  const row = await db
    .select({ id: balanceLedger.id })
    .from(balanceLedger)
    .where(eq(balanceLedger.companyId, companyId))
    .orderBy(desc(balanceLedger.id))
    .get();
  return row!.id;
}

export const refundUrl = (companyId: number, ledgerId: number) =>
  `/api/admin/firmaer/${companyId}/refusion/${ledgerId}`;

export const refundRows = (app: FastifyInstance) => app.db.select().from(refunds).orderBy(refunds.id).all();
