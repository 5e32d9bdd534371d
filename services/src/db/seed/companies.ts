// Companies (firma) with their owner account, categories, regions, subscriptions per category,
// balance ledger, opening times and mail agents.
import type { AccountSeed } from './accounts.js';
import { companyRows, demoCompany, type CompanyRow } from './company-data.js';
import { DAY, type SeedContext } from './context.js';
import { personName, streetAddress } from './people.js';
import { slugify } from '../../lib/slug.js';
import { cvrNumber, danishPhone } from './text.js';

export interface SeedCompany {
  id: number;
  name: string;
  regionIds: number[];
  categoryIds: number[];
}

export interface CompanySeed {
  demo: SeedCompany;
  all: SeedCompany[];
  /** Companies doing each subcategory. */
  inCategory: Map<number, SeedCompany[]>;
}

/** Monthly price per category in øre, for the ledger. */
const subscriptionPrice = { basic: 0, pro: 49_900, 'pro-plus': 89_900 } as const;
const subscriptionLabel = { basic: 'Basic', pro: 'Pro', 'pro-plus': 'Pro+' } as const;
const neighbours: Record<number, number[]> = { 1: [2], 2: [1, 3], 3: [4, 2], 4: [3, 5], 5: [4] };

export function seedCompanies(ctx: SeedContext, accounts: AccountSeed): CompanySeed {
  const seed: CompanySeed = { demo: undefined as unknown as SeedCompany, all: [], inCategory: new Map() };
  seed.demo = addCompany(ctx, seed, demoCompany, accounts.demoCompanyUserId, 'firma@demo.dk');
  for (const row of companyRows) {
    const slug = companySlug(row[0]);
    const userId = ctx.nextId('users');
    ctx.rows.users.push({
      id: userId,
      email: `${slug}@example.com`,
      passwordHash: accounts.passwordHash,
      name: personName(ctx.rng),
      role: 'company',
      zip: row[2],
      phone: danishPhone(ctx.rng),
      createdAt: ctx.ago(row[3] * 20 + ctx.rng.int(30, 200)),
      lastLoginAt: ctx.ago(ctx.rng.int(0, 30), 20),
    });
    addCompany(ctx, seed, row, userId, `${slug}@example.com`);
  }
  return seed;
}

function companySlug(name: string): string {
  return slugify(name.replace(/ (ApS|A\/S)$/, ''));
}

function addCompany(
  ctx: SeedContext,
  seed: CompanySeed,
  row: CompanyRow,
  userId: number,
  email: string,
): SeedCompany {
  const { rng, rows, catalog, regions } = ctx;
  const [name, slugs, zip, years] = row;
  const id = ctx.nextId('companies');
  const categoryIds = slugs.split(' ').map((slug) => {
    const categoryId = catalog.idBySlug.get(slug);
    if (categoryId === undefined) throw new Error(`seed: unknown category slug ${slug}`);
    return categoryId;
  });
  const homeRegion = regions.zipCodes.find((z) => z.zip === zip)?.regionId;
  if (homeRegion === undefined) throw new Error(`seed: unknown zip ${zip}`);
  const isDemo = email === 'firma@demo.dk';
  const regionIds = [homeRegion, ...(isDemo || rng.chance(0.45) ? neighbours[homeRegion] : [])];
  const trades = categoryIds.map((c) => catalog.nameOf.get(c)?.toLowerCase()).join(', ');
  const city = regions.cityOf.get(zip) ?? '';
  rows.companies.push({
    id,
    userId,
    name,
    slug: companySlug(name),
    cvr: cvrNumber(rng),
    email,
    phone: danishPhone(rng),
    address: isDemo ? 'Håndværkervej 12' : streetAddress(rng),
    zip,
    city,
    description:
      `${name} er en lokal virksomhed i ${city} med ${years} års erfaring. Vi udfører opgaver inden for ` +
      `${trades} for både private og erhverv. Vi giver altid en fast pris, overholder aftaler og rydder op efter os.`,
    widgetColor: rng.pick(['#1f6f4a', '#1d4f91', '#b3261e', '#8a5a00', '#3c3c3c']),
    notifyPhone: rng.chance(0.5) ? danishPhone(rng) : null,
    createdAt: ctx.ago(Math.min(years, 8) * 120 + rng.int(0, 60)),
  });
  for (const categoryId of categoryIds) {
    rows.companyCategories.push({ companyId: id, categoryId });
    const type =
      isDemo && categoryId === categoryIds[0]
        ? 'pro-plus'
        : rng.weighted([
            ['basic', 50],
            ['pro', 35],
            ['pro-plus', 15],
          ] as const);
    const periodStartsAt = ctx.ago(rng.int(1, 27));
    rows.subscriptions.push({
      companyId: id,
      categoryId,
      type,
      periodStartsAt,
      periodEndsAt: periodStartsAt + 30 * DAY,
    });
    if (type !== 'basic') {
      rows.balanceLedger.push({
        id: ctx.nextId('balance_ledger'),
        companyId: id,
        amountOre: -subscriptionPrice[type],
        kind: 'plan_payment',
        reason: `Abonnement ${subscriptionLabel[type]} – ${catalog.nameOf.get(categoryId)}`,
        createdAt: periodStartsAt,
      });
    }
  }
  for (const regionId of regionIds) rows.companyRegions.push({ companyId: id, regionId });
  rows.balanceLedger.push({
    id: ctx.nextId('balance_ledger'),
    companyId: id,
    amountOre: rng.int(10, 60) * 50_000,
    kind: 'card_topup',
    reason: 'Indbetaling via kort',
    createdAt: ctx.ago(rng.int(28, 90)),
  });
  if (rng.chance(0.4) || isDemo) {
    rows.mailAgents.push({
      id: ctx.nextId('mail_agents'),
      companyId: id,
      categoryId: categoryIds[0],
      regionId: homeRegion,
      zip: null,
    });
  }
  addOpeningTimes(ctx, id);
  const company: SeedCompany = { id, name, regionIds, categoryIds };
  seed.all.push(company);
  for (const categoryId of categoryIds) {
    seed.inCategory.set(categoryId, [...(seed.inCategory.get(categoryId) ?? []), company]);
  }
  return company;
}

function addOpeningTimes(ctx: SeedContext, companyId: number): void {
  const [open, close] = ctx.rng.pick([
    ['07:00', '15:30'],
    ['07:00', '16:00'],
    ['08:00', '16:00'],
    ['08:00', '17:00'],
  ]);
  const saturday = ctx.rng.chance(0.3);
  for (let day = 1; day <= 7; day += 1) {
    if (day <= 5 || (day === 6 && saturday)) {
      ctx.rows.openingTimes.push({ companyId, day, type: 'open', val: day === 6 ? '09:00' : open });
      ctx.rows.openingTimes.push({ companyId, day, type: 'close', val: day === 6 ? '13:00' : close });
    } else {
      ctx.rows.openingTimes.push({ companyId, day, type: 'closed', val: '1' });
    }
  }
}
