// Tells a company that the administrator changed its profile or its pricelist (issue 33): a Danish
// e-mail from the `mail` namespace's `company_changed` texts to the company's login, queued in the
// change's transaction (the delivery worker renders and sends it), with a button to where the
// company sees what changed: its details on /firma/oplysninger, its pricelist on its public profile.
// An erased company (issue 32) is told nothing: it has no address left.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PAGES, companyProfilePage } from '@opgavetorvet/contracts';
import { users } from '../../db/schema/index.js';
import type { CompanyRow } from './queries.js';

export type CompanyChange = 'profile' | 'pricelist';

export async function tellCompany(
  fastify: FastifyInstance,
  company: Pick<CompanyRow, 'name' | 'slug' | 'user_id'>,
  change: CompanyChange,
): Promise<void> {
  const login = await fastify.db
    .select({ email: users.email, name: users.name, deleted_at: users.deletedAt })
    .from(users)
    .where(eq(users.id, company.user_id))
    .get();
  if (!login || login.deleted_at !== null) return;
  const key = `mail:::company_changed::${change}`;
  const params = { name: login.name, company: company.name };
  const text = (part: string) => ({ key: `${key}::${part}`, params });
  await fastify.mailer.send({
    to: login.email,
    subject: text('subject'),
    text: text('text'),
    link: {
      path: change === 'profile' ? PAGES.firmaOplysninger : companyProfilePage(company.slug),
      label: text('button'),
    },
  });
}
