// How the API tests log an administrator in (issue 33): as a real one does, with the password and
// then the second factor, TOTP set up with the code an authenticator app would show (computed with
// otplib). Also the pieces the second factor's own tests take apart: an administrator held to it
// (createAccount's administrators log in with the password alone, as the demo one), the code of a
// step, the browser between the password and the code, and the setup of a secret.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { ADMIN_PAGES } from '@opgavetorvet/contracts';
import { adminSecondFactors } from '../db/schema/index.js';
import { type Agent, type TestAccount, createAccount, visitor } from './helpers.js';

/** An administrator who must set up TOTP at its next login, as an invited one. */
export async function heldAdmin(
  app: FastifyInstance,
  fields: Parameters<typeof createAccount>[2] = {},
): Promise<TestAccount> {
  const account = await createAccount(app, 'admin', fields);
  await app.db.delete(adminSecondFactors).where(eq(adminSecondFactors.userId, account.id)).run();
  return account;
}

/** The code the app shows `offsetSteps` steps of 30 s from now. */
export const codeAt = (secret: string, offsetSteps = 0): Promise<string> =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

/** A fresh browser that has given the administrator's password (the second step pending). */
export async function afterPassword(app: FastifyInstance, account: TestAccount): Promise<Agent> {
  const agent = await visitor(app);
  const reply = await agent.login(account);
  if (reply.statusCode !== 200 || reply.json().text !== ADMIN_PAGES.adminTotp)
    throw new Error(`login: ${reply.body}`);
  return agent;
}

/** Sets up TOTP for the pending agent (which is then logged in): the secret and the recovery codes. */
export async function setUpTotp(agent: Agent): Promise<{ secret: string; codes: string[] }> {
  const secret = (await agent.post('/api/admin/totp/ny')).json().secret as string;
  const confirmed = await agent.post('/api/admin/totp/bekraeft', { code: await codeAt(secret) });
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.body}`);
  return { secret, codes: confirmed.json().recovery_codes as string[] };
}

export interface LoggedInAdmin {
  account: TestAccount;
  /** The browser, logged in past the second factor. */
  agent: Agent;
  /** The TOTP secret it set up, for a later login's code. */
  secret: string;
}

/** A new administrator logged in with its password and the second factor it set up on the way. */
export async function adminLogin(
  app: FastifyInstance,
  fields: Parameters<typeof createAccount>[2] = {},
): Promise<LoggedInAdmin> {
  const account = await heldAdmin(app, fields);
  const agent = await afterPassword(app, account);
  const { secret } = await setUpTotp(agent);
  return { account, agent, secret };
}

/** The browser of a new administrator logged in with its second factor (adminLogin's agent). */
export const adminAgent = async (
  app: FastifyInstance,
  fields: Parameters<typeof createAccount>[2] = {},
): Promise<Agent> => (await adminLogin(app, fields)).agent;
