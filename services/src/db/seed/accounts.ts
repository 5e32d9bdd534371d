// People who log in: the three demo logins of the README and ~150 Danish customers. All share one
// password hash so the seed hashes 'demo1234' only once.
import type { SeedContext } from './context.js';
import { DAY } from './context.js';
import { firstNames, mailDomains, surnames } from './people.js';
import { slugify } from '../../lib/slug.js';
import { danishPhone } from './text.js';

export const DEMO_PASSWORD = 'demo1234';
export const demoEmails = {
  user: 'bruger@demo.dk',
  company: 'firma@demo.dk',
  admin: 'admin@demo.dk',
} as const;

export interface Customer {
  id: number;
  name: string;
  zip: string;
  regionId: number;
}

export interface AccountSeed {
  /** The one hash of DEMO_PASSWORD every seeded account shares. */
  passwordHash: string;
  adminId: number;
  demoUser: Customer;
  /** The demo company owner's user id; the company itself is made in companies.ts. */
  demoCompanyUserId: number;
  customers: Customer[];
}

/** Region weights roughly by population: Hovedstaden, Sjælland, Syddanmark, Midtjylland, Nordjylland. */
const regionWeights = [
  [1, 32],
  [2, 14],
  [3, 21],
  [4, 23],
  [5, 10],
] as const;

export function seedAccounts(ctx: SeedContext, passwordHash: string, customerCount = 150): AccountSeed {
  const { rng, rows } = ctx;
  const add = (
    email: string,
    name: string,
    role: 'user' | 'company' | 'admin',
    zip: string | null,
    createdDaysAgo: number,
  ): number => {
    const id = ctx.nextId('users');
    rows.users.push({
      id,
      email,
      passwordHash,
      name,
      role,
      zip,
      phone: danishPhone(rng),
      createdAt: ctx.ago(createdDaysAgo),
      lastLoginAt: ctx.ago(rng.int(0, 20), 12),
    });
    return id;
  };
  const adminId = add(demoEmails.admin, 'Lone Administrator', 'admin', null, 900);
  ctx.adminId = adminId;
  const demoUserId = add(demoEmails.user, 'Mette Hansen', 'user', '2100', 420);
  const demoCompanyUserId = add(demoEmails.company, 'Kasper Lund', 'company', '2605', 700);
  const demoUser: Customer = { id: demoUserId, name: 'Mette Hansen', zip: '2100', regionId: 1 };

  const customers: Customer[] = [];
  const usedEmails = new Set<string>();
  for (let i = 0; i < customerCount; i += 1) {
    const first = rng.pick(firstNames);
    const last = rng.pick(surnames);
    const name = `${first} ${last}`;
    let email = `${slugify(first)}.${slugify(last)}@${rng.pick(mailDomains)}`;
    for (let n = 2; usedEmails.has(email); n += 1) email = email.replace(/(\d*)@/, `${n}@`);
    usedEmails.add(email);
    const regionId = rng.weighted(regionWeights);
    const zip = rng.pick(ctx.regions.zipsOfRegion.get(regionId) ?? []).zip;
    const id = add(email, name, 'user', zip, rng.int(10, 1100));
    customers.push({ id, name, zip, regionId });
  }
  // The demo customer signed up long ago; keep her last login recent.
  rows.users[1].lastLoginAt = ctx.base - DAY;
  return { passwordHash, adminId, demoUser, demoCompanyUserId, customers };
}
