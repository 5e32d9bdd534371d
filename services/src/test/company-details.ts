// A company's own details in tests (issue 31): a valid body for PUT /api/firma/profil (every field
// filled, with what the service cleans: spaces, a website without a scheme, an authorisation out of
// order, a guarantee twice), the calls as the company's agent, and its row as stored.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { CompanyDetailsBody, CompanyDetailsReply } from '@opgavetorvet/contracts';
import { companies } from '../db/schema/index.js';
import { send } from './company-presentation.js';
import type { Agent } from './helpers.js';
import { FIXTURE_ZIP } from './job-fixtures.js';

/** A number that passes the register's modulus-11 check. */
export const DETAILS_CVR = '25000005';

export const validDetails = (change: Partial<CompanyDetailsBody> = {}): CompanyDetailsBody => ({
  description: 'Vi lægger tage i hele Østjylland.\n\nSiden 1998.',
  address: 'Søndergade 12',
  zip: FIXTURE_ZIP,
  phone: '+45 12 34 56 78',
  email: 'kontakt@tag.dk',
  website: 'www.tag.dk',
  founded_year: 1998,
  employees: 12,
  authorisations: [
    { kind: 'vvs', number: ' 12345 ' },
    { kind: 'el', number: 'EL-1' },
  ],
  guarantees: ['tekniq', 'byg_garanti', 'tekniq'],
  cvr: DETAILS_CVR,
  ...change,
});

export const saveDetails = (agent: Agent, body: unknown): Promise<LightMyRequestResponse> =>
  send(agent, 'PUT', '/api/firma/profil', body);

export const readDetails = async (agent: Agent): Promise<CompanyDetailsReply> =>
  (await agent.get('/api/firma/profil')).json<CompanyDetailsReply>();

export const companyRow = async (app: FastifyInstance, id: number) =>
  (await app.db.select().from(companies).where(eq(companies.id, id)).get())!;
