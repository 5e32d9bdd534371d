// The companies' working tools: calendar events for won jobs, tickets on overdue jobs, support
// cases with their threads, review-request e-mails, and customers' complaints.
import type { AccountSeed } from './accounts.js';
import type { CompanySeed } from './companies.js';
import { DAY, HOUR, type SeedContext } from './context.js';
import { mailDomains, personName } from './people.js';
import type { BuiltContact } from './plan.js';
import { slugify } from '../../lib/slug.js';

const calendarStates = new Set(['confirmed', 'changes_proposed', 'cancel_pending', 'finished']);
const supportThreads: [subject: string, company: string, staff: string][] = [
  [
    'Foreslå ændringer til prislisten',
    'Vi vil gerne have opdateret vores timepris i prislisten til 495 kr. ekskl. moms.',
    'Tak, prislisten er opdateret. Ændringen er synlig inden for en time.',
  ],
  [
    'Spørgsmål til faktura',
    'Vi er blevet trukket to gange for abonnementet i denne måned. Kan I se på det?',
    'Beklager fejlen – det ene beløb er krediteret og står på jeres saldo.',
  ],
  [
    'Kan ikke se nye opgaver i min region',
    'Vi har ikke set nye opgaver i Region Sjælland i en uge. Er vores profil sat rigtigt op?',
    'Jeres profil manglede regionen – den er nu tilføjet, og I får opgaverne igen.',
  ],
  [
    'Ændring af kategorier',
    'Vi vil gerne skifte fra Maler til Gulvlægger som kategori.',
    'Det er ændret. Husk, at I højst kan vælge to over-kategorier.',
  ],
  [
    'Opgradering til Pro+',
    'Hvad koster det at opgradere vores abonnement til Pro+ midt i perioden?',
    'I betaler kun forskellen for resten af perioden; prisen vises, før I bekræfter.',
  ],
  [
    'Kunde svarer ikke',
    'Vi har vundet en opgave, men kunden svarer ikke. Hvad gør vi?',
    'I kan annullere opgaven med begrundelsen "Kunden svarer ikke", så ser vi på det.',
  ],
];
const complaintTexts = [
  'Firmaet mødte ikke op på den aftalte dag og har ikke svaret siden.',
  'Vi betalte et depositum, men arbejdet er aldrig blevet påbegyndt.',
  'Der blev efterladt affald i haven efter opgaven, og firmaet vil ikke hente det.',
  'Prisen på fakturaen er 30 % højere end tilbuddet uden forklaring.',
];

export function seedCompanyExtras(
  ctx: SeedContext,
  contacts: BuiltContact[],
  companies: CompanySeed,
  accounts: AccountSeed,
): void {
  seedCalendar(ctx, contacts, companies);
  seedTickets(ctx, contacts);
  seedSupport(ctx, companies);
  seedComplaintsAndReviewMails(ctx, companies, accounts);
}

function seedCalendar(ctx: SeedContext, contacts: BuiltContact[], companies: CompanySeed): void {
  const { rng, rows, regions } = ctx;
  for (const c of contacts) {
    if (!c.plan.winner || !c.appointmentAt || !calendarStates.has(c.plan.state)) continue;
    rows.calendarEvents.push({
      id: ctx.nextId('calendar_events'),
      companyId: c.companyId,
      contactId: c.id,
      title: c.headline,
      type: 'job',
      description: `${c.customer.name}, ${c.customer.zip} ${regions.cityOf.get(c.customer.zip) ?? ''}`,
      startsAt: c.appointmentAt,
      endsAt: c.appointmentAt + rng.int(2, 8) * HOUR,
    });
  }
  for (const [days, title] of [
    [2, 'Materialeindkøb hos tømmerhandlen'],
    [-3, 'Service på firmabilen'],
    [9, 'Kursus i vådrumssikring'],
  ] as const) {
    const startsAt = ctx.base - days * DAY - (ctx.base % DAY) + 8 * HOUR;
    rows.calendarEvents.push({
      id: ctx.nextId('calendar_events'),
      companyId: companies.demo.id,
      title,
      type: 'note',
      description: '',
      startsAt,
      endsAt: startsAt + 2 * HOUR,
    });
  }
}

function seedTickets(ctx: SeedContext, contacts: BuiltContact[]): void {
  const { rng, rows } = ctx;
  for (const c of contacts) {
    if (!c.plan.overdue || !c.expectedEndAt) continue;
    const at = ctx.past(c.expectedEndAt + rng.int(1, 3) * DAY);
    const base = { jobId: c.jobId, companyId: c.companyId, contactId: c.id };
    rows.tickets.push({
      id: ctx.nextId('tickets'),
      ...base,
      sender: 'staff',
      createdAt: at,
      text: 'Opgaven har passeret den forventede slutdato. Er den afsluttet, eller er der sket ændringer?',
    });
    if (rng.chance(0.6)) {
      rows.tickets.push({
        id: ctx.nextId('tickets'),
        ...base,
        sender: 'company',
        createdAt: ctx.past(at + rng.int(2, 20) * HOUR),
        text: 'Opgaven er næsten færdig – vi mangler en sidste levering af materialer og afslutter i næste uge.',
      });
    }
  }
}

function seedSupport(ctx: SeedContext, companies: CompanySeed): void {
  const { rng, rows } = ctx;
  const askers = [
    companies.demo,
    companies.demo,
    ...rng.sample(
      companies.all.filter((c) => c !== companies.demo),
      26,
    ),
  ];
  askers.forEach((company, index) => {
    const [subject, question, answer] = index === 0 ? supportThreads[0] : rng.pick(supportThreads);
    const id = ctx.nextId('support_cases');
    let at = ctx.ago(index < 2 ? 4 - index * 3 : rng.int(1, 200), 20);
    const answered = index === 1 || (index > 1 && rng.chance(0.7));
    const closed = answered && index > 1 && rng.chance(0.4);
    rows.supportCases.push({
      id,
      companyId: company.id,
      subject,
      status: closed ? 'closed' : answered ? 'answered' : 'open',
      createdAt: at,
    });
    rows.supportMessages.push({
      id: ctx.nextId('support_messages'),
      caseId: id,
      sender: 'company',
      body: question,
      createdAt: at,
    });
    if (answered) {
      at = ctx.past(at + rng.int(1, 26) * HOUR);
      rows.supportMessages.push({
        id: ctx.nextId('support_messages'),
        caseId: id,
        sender: 'staff',
        body: answer,
        createdAt: at,
      });
      if (!closed && rng.chance(0.4)) {
        rows.supportMessages.push({
          id: ctx.nextId('support_messages'),
          caseId: id,
          sender: 'company',
          body: 'Tak for hjælpen!',
          createdAt: ctx.past(at + 3 * HOUR),
        });
      }
    }
  });
}

function seedComplaintsAndReviewMails(ctx: SeedContext, companies: CompanySeed, accounts: AccountSeed): void {
  const { rng, rows } = ctx;
  for (const text of complaintTexts) {
    const customer = rng.pick(accounts.customers);
    const company = rng.pick(companies.all.filter((c) => c !== companies.demo));
    rows.complaints.push({
      id: ctx.nextId('complaints'),
      userId: customer.id,
      companyId: company.id,
      companyName: company.name,
      userName: customer.name,
      text,
      createdAt: ctx.ago(rng.int(3, 120), 20),
    });
  }
  for (const company of [
    companies.demo,
    ...rng.sample(
      companies.all.filter((c) => c !== companies.demo),
      12,
    ),
  ]) {
    const count = company === companies.demo ? 14 : rng.int(1, 6);
    for (let i = 0; i < count; i += 1) {
      const email = `${slugify(personName(rng)).replace('-', '.')}@${rng.pick(mailDomains)}`;
      rows.reviewEmails.push({
        id: ctx.nextId('review_emails'),
        companyId: company.id,
        email,
        sentAt: ctx.ago(rng.int(0, 29), 20),
      });
    }
  }
}
