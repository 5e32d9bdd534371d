// The administrator's help inbox in one query over the three kinds: support cases, complaints and
// ticket threads (a contact with tickets). An item's status is what the administrator needs: closed
// when closed, otherwise 'open' (unanswered) when the company or customer wrote last and 'answered'
// when Opgavetorvet did. Unanswered first, newest first.
import { count, eq, sql, type SQL } from 'drizzle-orm';
import { rawAll } from '../../../db/engine/raw.js';
import type { HelpCountsReply, HelpItem, HelpKind, HelpStatus } from '@opgavetorvet/contracts';
import type { Db } from '../../../db/open.js';
import { reportedFilesWaiting } from '../../../db/queries/file-reports.js';
import { cancellations as cancellationRows } from '../../../db/schema/index.js';

const PREVIEW_LENGTH = 140;

export interface HelpRow {
  kind: HelpKind;
  id: number;
  title: string;
  from_name: string;
  stored_status: HelpStatus;
  last_sender: string;
  preview: string;
  message_count: number;
  created_at: number;
  last_message_at: number;
  can_answer: number;
  job_id: number | null;
}

/** Every help item as one row set; `itemsWhere` narrows it. */
export const allItems = sql`
  select 'support_case' kind, s.id, s.subject title, f.name from_name, s.status stored_status,
    coalesce((select m.sender from support_messages m where m.case_id = s.id order by m.created_at desc, m.id desc limit 1), 'company') last_sender,
    coalesce((select m.body from support_messages m where m.case_id = s.id order by m.created_at desc, m.id desc limit 1), '') preview,
    (select count(*) from support_messages m where m.case_id = s.id) message_count,
    s.created_at, coalesce((select max(m.created_at) from support_messages m where m.case_id = s.id), s.created_at) last_message_at,
    1 can_answer, cast(null as integer) job_id
  from support_cases s join companies f on f.id = s.company_id
  union all
  select 'complaint', c.id, c.company_name, c.user_name, c.status,
    coalesce((select m.sender from complaint_messages m where m.complaint_id = c.id order by m.created_at desc, m.id desc limit 1), 'user'),
    coalesce((select m.body from complaint_messages m where m.complaint_id = c.id order by m.created_at desc, m.id desc limit 1), c.text),
    1 + (select count(*) from complaint_messages m where m.complaint_id = c.id),
    c.created_at, coalesce((select max(m.created_at) from complaint_messages m where m.complaint_id = c.id), c.created_at),
    case when c.user_id is null then 0 else 1 end, null
  from complaints c
  union all
  select 'ticket', k.id, j.headline, f.name, coalesce(tt.status, 'open'),
    (select t.sender from tickets t where t.contact_id = k.id order by t.created_at desc, t.id desc limit 1),
    (select t.text from tickets t where t.contact_id = k.id order by t.created_at desc, t.id desc limit 1),
    (select count(*) from tickets t where t.contact_id = k.id),
    (select min(t.created_at) from tickets t where t.contact_id = k.id),
    (select max(t.created_at) from tickets t where t.contact_id = k.id),
    1, j.id
  from contacts k join jobs j on j.id = k.job_id join companies f on f.id = k.company_id
    left join ticket_threads tt on tt.contact_id = k.id
  where exists (select 1 from tickets t where t.contact_id = k.id)`;

/** The status the administrator sees, from the stored one and who wrote last. */
export function helpStatus(stored: HelpStatus, lastSender: string): HelpStatus {
  if (stored === 'closed') return 'closed';
  return lastSender === 'staff' ? 'answered' : 'open';
}

function toItem(row: HelpRow): HelpItem {
  const status = helpStatus(row.stored_status, row.last_sender);
  const preview = row.preview.replace(/\s+/g, ' ').trim();
  return {
    kind: row.kind,
    id: row.id,
    title: row.title,
    from_name: row.from_name,
    status,
    unanswered: status === 'open',
    preview: preview.length > PREVIEW_LENGTH ? `${preview.slice(0, PREVIEW_LENGTH - 1)}…` : preview,
    message_count: row.message_count,
    created_at: row.created_at,
    last_message_at: row.last_message_at,
    can_answer: row.can_answer === 1,
    job_id: row.job_id,
  };
}

/** An item of the derived table is unanswered: not closed, and the other side wrote last. */
export const unansweredSql = sql`(stored_status <> 'closed' and last_sender <> 'staff')`;

/**
 * The inbox's rows where `condition` holds, unanswered first, newest first, `limit` of them from
 * `offset`. SQL text: the union of the three kinds as a derived table; inbox-rows.test.ts checks
 * its rows against HelpRow.
 */
export async function helpRows(db: Db, condition: SQL, limit: number, offset = 0): Promise<HelpRow[]> {
  return await rawAll<HelpRow>(
    db,
    sql`select * from (${allItems}) items where ${condition}
      order by ${unansweredSql} desc, last_message_at desc, created_at desc, id desc
      limit ${limit} offset ${offset}`,
  );
}

export async function itemsWhere(db: Db, condition: SQL, limit: number, offset = 0): Promise<HelpItem[]> {
  return (await helpRows(db, condition, limit, offset)).map(toItem);
}

/** One item as the inbox shows it, or undefined. */
export async function helpItem(db: Db, kind: HelpKind, id: number): Promise<HelpItem | undefined> {
  return (await itemsWhere(db, sql`kind = ${kind} and id = ${id}`, 1))[0];
}

export async function helpCounts(db: Db): Promise<HelpCountsReply> {
  const rows = await rawAll<{ kind: HelpKind; n: number }>(
    db,
    sql`select kind, count(*) n from (${allItems}) items where ${unansweredSql} group by kind`,
  );
  const of = (kind: HelpKind) => rows.find((row) => row.kind === kind)?.n ?? 0;
  const cancellations =
    (
      await db
        .select({ n: count() })
        .from(cancellationRows)
        .where(eq(cancellationRows.status, 'pending'))
        .get()
    )?.n ?? 0;
  return {
    unanswered: of('support_case') + of('complaint') + of('ticket'),
    support_cases: of('support_case'),
    complaints: of('complaint'),
    tickets: of('ticket'),
    cancellations,
    file_reports: await reportedFilesWaiting(db),
  };
}
