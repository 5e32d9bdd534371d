// Turns job plans into rows: jobs (ids in order of creation), their attribute answers, contacts
// with sealed bids, invitations, contract change proposals and cancellation requests.
import { DAY, HOUR, type SeedContext } from './context.js';
import { bygJobTexts } from './job-texts-byg.js';
import { otherJobTexts } from './job-texts-other.js';
import type { BuiltContact, ContactPlan, JobPlan } from './plan.js';

const jobTexts: Record<string, string[]> = { ...bygJobTexts, ...otherJobTexts };
const extraSentences = [
  'Vi er fleksible med tidspunktet.',
  'Der er god adgang og parkering ved huset.',
  'Send gerne et tilbud med en samlet pris inkl. moms.',
  'Jeg er hjemme efter kl. 16 på hverdage, hvis I vil besigtige.',
  'Ring gerne, hvis I har spørgsmål.',
  'Vi vil gerne have opgaven udført inden sommerferien.',
  '',
];
/** Typical price span in kroner per top-level category, by its position in the tree. */
const priceSpan: [number, number][] = [
  [4000, 180000],
  [600, 18000],
  [2500, 25000],
  [800, 12000],
  [1500, 45000],
  [700, 60000],
];

export const cancelReasons: [number, string][] = [
  [1, 'Kunden har aflyst opgaven, da de har fundet en anden løsning.'],
  [3, 'Vi kunne ikke blive enige med kunden om prisen efter besigtigelsen.'],
  [4, 'Kunden svarer ikke på telefon eller beskeder, så vi kan ikke aftale en dato.'],
  [5, 'Opgaven viste sig at være en anden end beskrevet, og vi har ikke de rette folk til den.'],
];

export interface WrittenJobs {
  contacts: BuiltContact[];
  /** Job id of each labelled (demo) plan. */
  labels: Map<string, number>;
}

export function textsFor(slug: string): string[] {
  const texts = jobTexts[slug];
  if (!texts?.length) throw new Error(`seed: no job texts for ${slug}`);
  return texts;
}

export function writeJobs(ctx: SeedContext, plans: JobPlan[]): WrittenJobs {
  const written: WrittenJobs = { contacts: [], labels: new Map() };
  const ordered = [...plans].sort((a, b) => a.createdAt - b.createdAt);
  for (const plan of ordered) {
    const jobId = ctx.nextId('jobs');
    if (plan.label) written.labels.set(plan.label, jobId);
    writeJob(ctx, plan, jobId, written);
  }
  return written;
}

function writeJob(ctx: SeedContext, plan: JobPlan, jobId: number, written: WrittenJobs): void {
  const { rng, rows, catalog } = ctx;
  const slug = catalog.categories.find((c) => c.id === plan.categoryId)?.slug ?? '';
  const [headline, body] = (plan.text ?? rng.pick(textsFor(slug))).split('|');
  const extra = rng.pick(extraSentences);
  const T = plan.createdAt;
  const winner = plan.contacts.find((c) => c.winner);
  const top = catalog.topLevelIds.indexOf(catalog.topOf.get(plan.categoryId) ?? 0);
  const [low, high] = priceSpan[Math.max(0, top)];
  const fairPrice = Math.round((low * Math.pow(high / low, rng.next())) / 100) * 100;
  rows.jobs.push({
    id: jobId,
    userId: plan.customer.id,
    categoryId: plan.categoryId,
    headline,
    description: extra ? `${body} ${extra}` : body,
    zip: plan.zip,
    status: plan.status,
    personalizedCompanyId: plan.personalizedCompanyId ?? null,
    amount: plan.personalizedCompanyId ? fairPrice : null,
    wantedStartAt: rng.chance(0.5) ? T + rng.int(7, 60) * DAY : null,
    createdAt: T,
    closedAt: null,
  });
  writeAttributes(ctx, jobId, plan.categoryId);
  plan.invited.slice(0, 3).forEach((company, index) => {
    rows.invitations.push({
      id: ctx.nextId('invitations'),
      jobId,
      companyId: company.id,
      slot: index + 1,
      createdAt: ctx.past(T + rng.int(1, 20) * HOUR),
    });
  });
  let closedAt: number | null =
    plan.status === 'closed' || plan.status === 'expired' ? ctx.past(T + rng.int(5, 20) * DAY) : null;
  for (const contact of plan.contacts) {
    const end = writeContact(ctx, plan, contact, jobId, headline, fairPrice, written);
    if (contact === winner && end !== null) closedAt = end;
  }
  if (plan.status !== 'open' && plan.status !== 'assigned')
    rows.jobs[rows.jobs.length - 1].closedAt = closedAt;
}

function writeAttributes(ctx: SeedContext, jobId: number, categoryId: number): void {
  const { rng, rows } = ctx;
  for (const attribute of ctx.catalog.attributesOf.get(categoryId) ?? []) {
    const base = { jobId, attributeId: attribute.id };
    if (attribute.kind === 'checkbox') {
      for (const optionId of rng.sample(attribute.optionIds, rng.int(1, 2)))
        rows.jobAttributes.push({ id: ctx.nextId('job_attributes'), ...base, optionId });
    } else if (attribute.kind === 'select' && rng.chance(0.8)) {
      rows.jobAttributes.push({
        id: ctx.nextId('job_attributes'),
        ...base,
        optionId: rng.pick(attribute.optionIds),
      });
    } else if (attribute.kind === 'number' && rng.chance(0.8)) {
      const step = attribute.max > 10000 ? 1000 : attribute.max > 100 ? 5 : 1;
      rows.jobAttributes.push({
        id: ctx.nextId('job_attributes'),
        ...base,
        numberValue:
          Math.round(rng.int(attribute.min, Math.max(attribute.min, attribute.max / 3)) / step) * step ||
          attribute.min,
      });
    } else if (attribute.kind === 'car_model') {
      rows.jobAttributes.push({
        id: ctx.nextId('job_attributes'),
        ...base,
        carModelId: rng.pick(ctx.carModelIds),
      });
    }
  }
}

/** Writes one contact and its bid; returns when the job ended through it (finish or cancel). */
function writeContact(
  ctx: SeedContext,
  plan: JobPlan,
  contact: ContactPlan,
  jobId: number,
  headline: string,
  fairPrice: number,
  written: WrittenJobs,
): number | null {
  const { rng, rows } = ctx;
  const T = plan.createdAt;
  const id = ctx.nextId('contacts');
  const createdAt = ctx.past(T + rng.int(1, 60) * HOUR);
  const amount = Math.max(300, Math.round((fairPrice * (0.8 + rng.next() * 0.5)) / 100) * 100);
  let selectedAt: number | null = null;
  let appointmentAt: number | null = null;
  let expectedEndAt: number | null = null;
  let finishedAt: number | null = null;
  let endedAt: number | null = null;
  if (contact.winner) {
    selectedAt = ctx.past(Math.max(createdAt + HOUR, T + rng.int(2, 8) * DAY));
    // Appointments start on the hour between 8 and 14 Danish time (6-12 UTC).
    appointmentAt = selectedAt - (selectedAt % DAY) + rng.int(3, 20) * DAY + rng.int(6, 12) * HOUR;
    expectedEndAt = appointmentAt + rng.int(1, 8) * DAY;
    if (contact.overdue) {
      appointmentAt = Math.min(appointmentAt, ctx.base - (ctx.base % DAY) - 12 * DAY + 7 * HOUR);
      expectedEndAt = ctx.base - rng.int(3, 8) * DAY;
    }
    if (contact.state === 'finished') {
      finishedAt = ctx.past(appointmentAt + rng.int(1, 6) * DAY);
      endedAt = finishedAt;
    }
  }
  const awaiting = contact.state === 'awaiting_confirmation';
  rows.contacts.push({
    id,
    jobId,
    companyId: contact.company.id,
    state: contact.state,
    isWinner: contact.winner === true,
    selectedAt,
    companySeenSelection: contact.winner === true && (contact.seen ?? !awaiting),
    finishedPriceOre: finishedAt ? Math.round(amount * (0.95 + rng.next() * 0.15)) * 100 : null,
    finishedAt,
    appointmentAt: awaiting ? null : appointmentAt,
    expectedStartAt: awaiting ? null : appointmentAt,
    expectedEndAt: awaiting ? null : expectedEndAt,
    smsSentAt:
      contact.state === 'confirmed' && rng.chance(0.5) && appointmentAt
        ? ctx.past(appointmentAt - 2 * DAY)
        : null,
    companyComment: rng.chance(0.15)
      ? rng.pick([
          'Ring før besigtigelse',
          'Kunden ønsker fast pris',
          'Husk stige og presenning',
          'Nøgle under måtten',
        ])
      : null,
    createdAt,
  });
  rows.bids.push({
    id: ctx.nextId('bids'),
    contactId: id,
    amount,
    minEstimate: Math.round(amount * 0.9),
    maxEstimate: Math.round(amount * 1.15),
    discount: rng.chance(0.2) ? rng.pick([5, 10, 15]) : null,
    hoursAmount: rng.chance(0.4) ? Math.max(1, Math.round(amount / 450)) : null,
    hoursDiscount: rng.chance(0.1) ? 10 : null,
    comment: rng.pick([
      'Prisen er inkl. moms og materialer.',
      'Inkl. moms. Vi kan starte inden for 14 dage.',
      'Prisen forudsætter besigtigelse.',
      'Fast pris inkl. bortskaffelse af affald.',
    ]),
    createdAt,
    withdrawnAt: contact.state === 'withdrawn' ? ctx.past(createdAt + rng.int(1, 3) * DAY) : null,
  });
  if (contact.winner) endedAt = writeWinnerExtras(ctx, contact, id, selectedAt ?? createdAt) ?? endedAt;
  written.contacts.push({
    id,
    jobId,
    companyId: contact.company.id,
    customer: plan.customer,
    categoryId: plan.categoryId,
    headline,
    plan: contact,
    createdAt,
    selectedAt,
    appointmentAt: awaiting ? null : appointmentAt,
    expectedEndAt: awaiting ? null : expectedEndAt,
    bidAmount: amount,
  });
  return endedAt;
}

/** Contract changes and cancellation requests of a chosen company; returns when a cancel was approved. */
function writeWinnerExtras(
  ctx: SeedContext,
  contact: ContactPlan,
  contactId: number,
  selectedAt: number,
): number | null {
  const { rng, rows } = ctx;
  if (contact.state === 'changes_proposed') {
    rows.contractChanges.push({
      id: ctx.nextId('contract_changes'),
      contactId,
      createdAt: ctx.past(selectedAt + rng.int(2, 30) * HOUR),
      message: rng.pick([
        'Vi foreslår at starte en uge senere end aftalt, da materialerne først leveres i uge 3.',
        'Efter besigtigelsen skal der bruges mere materiale end beskrevet; prisen hæves med 4.500 kr.',
        'Vi kan udføre opgaven, hvis kunden selv sørger for bortkørsel af det gamle materiale.',
      ]),
    });
  }
  const cancelled = contact.state === 'cancelled';
  const history = contact.state === 'confirmed' && rng.chance(0.12);
  if (contact.state !== 'cancel_pending' && !cancelled && !history) return null;
  const [optionSelect, text] = rng.pick(cancelReasons);
  const createdAt = ctx.past(selectedAt + rng.int(1, 8) * DAY);
  const decidedAt = contact.state === 'cancel_pending' ? null : ctx.past(createdAt + rng.int(1, 3) * DAY);
  const status =
    contact.state === 'cancel_pending'
      ? 'pending'
      : cancelled
        ? 'approved'
        : rng.pick(['rejected', 'withdrawn'] as const);
  rows.cancellations.push({
    id: ctx.nextId('cancellations'),
    contactId,
    text,
    optionSelect,
    optionNewOne: rng.chance(0.3),
    appointmentAt: rng.chance(0.5) ? createdAt + rng.int(2, 10) * DAY : null,
    status,
    decisionReason:
      status === 'approved'
        ? 'Godkendt – kunden har bekræftet, at opgaven ikke bliver udført.'
        : status === 'rejected'
          ? 'Afvist – kunden oplyser, at der er aftalt en startdato.'
          : null,
    decidedByUserId: status === 'approved' || status === 'rejected' ? ctx.adminId : null,
    createdAt,
    decidedAt,
  });
  return cancelled ? decidedAt : null;
}
