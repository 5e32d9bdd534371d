// Test fixtures of what a company shows customers (issue 31): its details written to its row (a
// filled-in profile in København Ø, verified by the register; or an old row with zip '0000' and no
// address), and a typical reply time made of offers answered a given number of minutes after their
// job's alert. Used by the profile, directory, job page, contract and booking confirmation tests.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { PublicCompanyDetails } from '@opgavetorvet/contracts';
import { companies } from '../db/schema/index.js';
import type { CompanyWorld } from './company-job-fixtures.js';
import { DAY, HOUR, MINUTE, addOffer } from './offer-fixtures.js';

type CompanyRow = typeof companies.$inferInsert;

/** A company that filled in its whole profile (the zip is one of the company world's). */
export const FILLED_IN = {
  description: 'Vi lægger tage i hele Østjylland.\nOgså skifer.\n\nSiden 1998 med egne folk.',
  address: 'Søndergade 12',
  zip: '2100',
  city: 'København Ø',
  phone: '+45 12 34 56 78',
  publicEmail: 'kontakt@tag.dk',
  website: 'https://www.tag.dk',
  foundedYear: 1998,
  employees: 12,
  authorisations: [
    { kind: 'el', number: 'EL-1' },
    { kind: 'vvs', number: '12345' },
  ],
  guarantees: ['byg_garanti', 'tekniq'],
  cvr: '25000005',
  cvrActive: true,
} satisfies Partial<CompanyRow>;

/** The public details FILLED_IN reads as, before its reply time. */
export const FILLED_IN_DETAILS: Omit<PublicCompanyDetails, 'reply_minutes'> = {
  address: 'Søndergade 12',
  zip: '2100',
  city: 'København Ø',
  phone: '+45 12 34 56 78',
  email: 'kontakt@tag.dk',
  website: 'https://www.tag.dk',
  founded_year: 1998,
  employees: 12,
  authorisations: [
    { kind: 'el', number: 'EL-1' },
    { kind: 'vvs', number: '12345' },
  ],
  guarantees: ['byg_garanti', 'tekniq'],
  cvr: '25000005',
  cvr_verified: true,
};

/** An old row: zip '0000' (before sign-up checked it), no address, no description, not verified. */
export const NOTHING_REAL = {
  description: null,
  address: null,
  zip: '0000',
  city: 'Ukendt',
  cvr: null,
  cvrActive: null,
} satisfies Partial<CompanyRow>;

/** Writes these details to the company's row. */
export async function presentCompany(
  app: FastifyInstance,
  companyId: number,
  details: Partial<CompanyRow>,
): Promise<void> {
  await app.db.update(companies).set(details).where(eq(companies.id, companyId)).run();
}

let day = 0;

/** One offer by the company for each reply time (minutes after an instant alert), a day apart. */
export async function offersAnsweredAfter(
  world: CompanyWorld,
  companyId: number,
  minutes: number[],
): Promise<void> {
  for (const reply of minutes) {
    day += 1;
    const alertedAt = 1_750_000_000 + day * DAY;
    await addOffer(world, companyId, {
      postedAt: alertedAt - HOUR,
      alert: { delivery: 'instant', at: alertedAt },
      offeredAt: alertedAt + reply * MINUTE,
    });
  }
}
