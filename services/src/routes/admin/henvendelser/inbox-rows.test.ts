// The help inbox stays SQL text (a union of support cases, complaints and ticket threads as a
// derived table; an item's target in three shapes): this runs them on a migrated database with an
// item of each kind and checks every row against HelpRow and HelpTarget, so a renamed or dropped
// column fails here and not only in the inbox.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRowsOf } from '../../../test/row-type.js';
import { answeredTicket, complain, helpWorld, raiseCase, type HelpWorld } from './help-fixtures.js';
import { targetOf, type HelpTarget } from './actions.js';
import { helpCounts, helpRows, type HelpRow } from './queries.js';

/** More rows than the test makes: every row. */
const ALL_ROWS = 1000;

let w: HelpWorld;

beforeAll(async () => {
  w = await helpWorld();
});
afterAll(() => w.app.close());

describe('the help inbox statements (raw SQL) against HelpRow and HelpTarget', () => {
  it('return HelpRow rows and HelpTarget targets for a support case, a complaint and a ticket thread', async () => {
    const supportCase = await raiseCase(w);
    const complaint = await complain(w);
    const { contactId } = await answeredTicket(w);
    const targets = [
      await targetOf(w.app.db, 'support_case', supportCase),
      await targetOf(w.app.db, 'complaint', complaint),
      await targetOf(w.app.db, 'ticket', contactId),
    ];
    expectRowsOf<HelpTarget>(targets, {
      stored: ['string'],
      lastSender: ['string'],
      recipientUserId: ['number', 'null'],
      title: ['string'],
      jobId: ['number', 'null'],
      companyId: ['number', 'null'],
    });
    const rows = await helpRows(w.app.db, sql`1 = 1`, ALL_ROWS);
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(['support_case', 'complaint', 'ticket']));
    expectRowsOf<HelpRow>(rows, {
      kind: ['string'],
      id: ['number'],
      title: ['string'],
      from_name: ['string'],
      stored_status: ['string'],
      last_sender: ['string'],
      preview: ['string'],
      message_count: ['number'],
      created_at: ['number'],
      last_message_at: ['number'],
      can_answer: ['number'],
      job_id: ['number', 'null'],
    });
  });

  it('counts the unanswered items of each kind as the inbox rows show them (helpCounts)', async () => {
    const open = (await helpRows(w.app.db, sql`1 = 1`, ALL_ROWS)).filter(
      (row) => row.stored_status !== 'closed' && row.last_sender !== 'staff',
    );
    const of = (kind: string) => open.filter((row) => row.kind === kind).length;
    expect(of('support_case') + of('complaint')).toBeGreaterThan(0);
    expect(await helpCounts(w.app.db)).toMatchObject({
      unanswered: open.length,
      support_cases: of('support_case'),
      complaints: of('complaint'),
      tickets: of('ticket'),
    });
  });
});
