// The help inbox stays one SQL statement (a union of support cases, complaints and ticket threads
// as a derived table): this runs it on a migrated database with an item of each kind and checks
// every row against HelpRow, so a renamed or dropped column fails here and not only in the inbox.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRowsOf } from '../../../test/row-type.js';
import { answeredTicket, complain, helpWorld, raiseCase, type HelpWorld } from './help-fixtures.js';
import { helpRows, INBOX_LIMIT, type HelpRow } from './queries.js';

let w: HelpWorld;

beforeAll(async () => {
  w = await helpWorld();
});
afterAll(() => w.app.close());

describe('the help inbox statement (raw SQL) against HelpRow', () => {
  it('returns HelpRow rows for a support case, a complaint and a ticket thread', async () => {
    await raiseCase(w);
    await complain(w);
    await answeredTicket(w);
    const rows = helpRows(w.app.db, sql`1 = 1`, INBOX_LIMIT);
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
});
