// The help inbox's filters (issue 33): by type (support case, complaint, ticket), by state (active
// — every item not closed — by default; unanswered, answered, closed) and by age (how long since
// the newest message: under a day, 1-7 days, 7-30 days, over 30 days). Each filter shows exactly the
// items it names, and the counts match: every option's count is the total the list has when it is
// chosen (the other filters kept), and the total is the number of items listed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HELP_AGES,
  HELP_KINDS,
  HELP_STATE_FILTERS,
  type HelpAge,
  type HelpInboxReply,
  type HelpKind,
  type HelpStateFilter,
} from '@opgavetorvet/contracts';
import {
  answeredTicket,
  complain,
  helpWorld,
  raiseCase,
  setActivity,
  type HelpWorld,
} from './help-fixtures.js';

let w: HelpWorld;
const NOW = Math.floor(Date.now() / 1000);
const HOUR = 3600;
const DAY = 24 * HOUR;

interface Known {
  key: string;
  kind: HelpKind;
  status: 'open' | 'answered' | 'closed';
  age: HelpAge;
}
const known: Known[] = [];

async function item(kind: HelpKind, status: Known['status'], ago: number, age: HelpAge): Promise<void> {
  const id =
    kind === 'support_case'
      ? await raiseCase(w, `Sag ${known.length}`)
      : kind === 'complaint'
        ? await complain(w)
        : (await answeredTicket(w)).contactId;
  if (status !== 'open')
    expect(
      (await w.admin.post(`/api/admin/henvendelser/${kind}/${id}/svar`, { text: 'Svar' })).statusCode,
    ).toBe(200);
  if (status === 'closed')
    expect((await w.admin.post(`/api/admin/henvendelser/${kind}/${id}/luk`)).statusCode).toBe(200);
  await setActivity(w.app, kind, id, NOW - ago);
  known.push({ key: `${kind}:${id}`, kind, status, age });
}

beforeAll(async () => {
  w = await helpWorld();
  await item('support_case', 'open', HOUR, 'day');
  await item('support_case', 'answered', 3 * DAY, 'week');
  await item('support_case', 'closed', 10 * DAY, 'month');
  await item('complaint', 'open', 40 * DAY, 'older');
  await item('complaint', 'answered', 2 * HOUR, 'day');
  await item('ticket', 'open', 2 * DAY, 'week');
  await item('ticket', 'closed', 31 * DAY, 'older');
  // Just inside the bounds: a minute under a day, a minute under 7 days (1-7 days).
  await item('support_case', 'open', DAY - 60, 'day');
  await item('support_case', 'open', 7 * DAY - 60, 'week');
});
afterAll(() => w.app.close());

interface Filter {
  type?: HelpKind;
  status?: HelpStateFilter;
  age?: HelpAge;
}

async function inbox(filter: Filter): Promise<HelpInboxReply> {
  const given = Object.entries(filter).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const query = new URLSearchParams(given).toString();
  const response = await w.admin.get(`/api/admin/henvendelser${query ? `?${query}` : ''}`);
  expect(response.statusCode, query).toBe(200);
  return response.json<HelpInboxReply>();
}

const inState = (status: HelpStateFilter, entry: Known) =>
  status === 'active' ? entry.status !== 'closed' : entry.status === status;

/** The keys the filter names, from what was made. */
const expected = (filter: Filter) =>
  known
    .filter(
      (entry) =>
        (!filter.type || entry.kind === filter.type) &&
        inState(filter.status ?? 'active', entry) &&
        (!filter.age || entry.age === filter.age),
    )
    .map((entry) => entry.key)
    .sort();

const keys = (reply: HelpInboxReply) => reply.items.map((entry) => `${entry.kind}:${entry.id}`).sort();

describe('each filter shows exactly the items it names', () => {
  const filters: Filter[] = [
    {},
    ...HELP_KINDS.map((type) => ({ type })),
    ...HELP_STATE_FILTERS.map((status) => ({ status })),
    ...HELP_AGES.map((age) => ({ age })),
    { type: 'support_case', status: 'open', age: 'day' },
    { type: 'complaint', status: 'active', age: 'older' },
    { status: 'closed', age: 'older' },
  ];
  it.each(filters)('%j', async (filter) => {
    const reply = await inbox(filter);
    expect(keys(reply)).toEqual(expected(filter));
    expect(reply.total).toBe(reply.items.length);
  });

  it('the default state is active, and ?visning=lukkede is the closed items', async () => {
    expect(keys(await inbox({}))).toEqual(expected({ status: 'active' }));
    const closed = (await w.admin.get('/api/admin/henvendelser?visning=lukkede')).json<HelpInboxReply>();
    expect(keys(closed)).toEqual(expected({ status: 'closed' }));
  });

  it('refuses an unknown type, state or age', async () => {
    for (const query of ['type=email', 'status=alle', 'age=year'])
      expect((await w.admin.get(`/api/admin/henvendelser?${query}`)).statusCode, query).toBe(400);
  });
});

describe("the filters' counts", () => {
  const bases: Filter[] = [
    {},
    { status: 'open' },
    { status: 'closed' },
    { type: 'complaint' },
    { status: 'active', age: 'week' },
    { type: 'support_case', status: 'answered' },
  ];
  it.each(bases)('with %j: every option counts the total it shows when chosen', async (base) => {
    const reply = await inbox(base);
    for (const type of HELP_KINDS)
      expect(reply.counts.type[type], `type ${type}`).toBe((await inbox({ ...base, type })).total);
    for (const status of HELP_STATE_FILTERS)
      expect(reply.counts.status[status], `status ${status}`).toBe((await inbox({ ...base, status })).total);
    for (const age of HELP_AGES)
      expect(reply.counts.age[age], `age ${age}`).toBe((await inbox({ ...base, age })).total);
    // 'Alle' of the type and the age is the sum of their options: the total without that filter.
    const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
    expect(sum(reply.counts.type)).toBe((await inbox({ ...base, type: undefined })).total);
    expect(sum(reply.counts.age)).toBe((await inbox({ ...base, age: undefined })).total);
  });
});
