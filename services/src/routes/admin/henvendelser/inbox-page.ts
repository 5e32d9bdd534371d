// One page of the administrator's help inbox under its three filters (issue 33): the kind, the
// state ('active' — not closed — by default; unanswered, answered or closed) and the age, i.e. how
// long the item has waited since its newest message (under a day, 1-7 days, 7-30 days, over 30
// days). With the page come `total`, the number of items the filters match, and each filter's
// counts with the other two filters applied, so an option's count is the total it would show.
import { sql, type SQL } from 'drizzle-orm';
import {
  HELP_AGES,
  HELP_INBOX_PAGE_SIZE,
  HELP_KINDS,
  HELP_STATE_FILTERS,
  type HelpAge,
  type HelpInboxCounts,
  type HelpItem,
  type HelpKind,
  type HelpStateFilter,
} from '@opgavetorvet/contracts';
import { rawAll } from '../../../db/engine/raw.js';
import type { Db } from '../../../db/open.js';
import { allItems, itemsWhere, unansweredSql } from './queries.js';

const DAY = 24 * 60 * 60;

export interface InboxFilter {
  type: HelpKind | null;
  status: HelpStateFilter;
  age: HelpAge | null;
}

const STATES: Record<HelpStateFilter, SQL> = {
  active: sql`stored_status <> 'closed'`,
  open: unansweredSql,
  answered: sql`(stored_status <> 'closed' and last_sender = 'staff')`,
  closed: sql`stored_status = 'closed'`,
};

/** The age bucket as a condition on the newest message's time, `now` in unix seconds. */
function ageSql(age: HelpAge, now: number): SQL {
  const since = (days: number) => now - days * DAY;
  if (age === 'day') return sql`last_message_at > ${since(1)}`;
  if (age === 'week') return sql`(last_message_at <= ${since(1)} and last_message_at > ${since(7)})`;
  if (age === 'month') return sql`(last_message_at <= ${since(7)} and last_message_at > ${since(30)})`;
  return sql`last_message_at <= ${since(30)}`;
}

const typeSql = (type: HelpKind) => sql`kind = ${type}`;

/** The conditions of the filter, leaving out the one named (a facet's counts apply the other two). */
function conditions(filter: InboxFilter, now: number, without?: keyof InboxFilter): SQL {
  const parts: SQL[] = [];
  if (without !== 'type' && filter.type) parts.push(typeSql(filter.type));
  if (without !== 'status') parts.push(STATES[filter.status]);
  if (without !== 'age' && filter.age) parts.push(ageSql(filter.age, now));
  return parts.length === 0 ? sql`1 = 1` : sql.join(parts, sql` and `);
}

/** One count per option of a filter, in one statement over the items the other filters match. */
async function countsOf<Option extends string>(
  db: Db,
  options: readonly Option[],
  conditionOf: (option: Option) => SQL,
  where: SQL,
): Promise<Record<Option, number>> {
  const columns = sql.join(
    options.map(
      (option) => sql`sum(case when ${conditionOf(option)} then 1 else 0 end) as ${sql.raw(`"${option}"`)}`,
    ),
    sql`, `,
  );
  const [row] = await rawAll<Record<Option, number | string | null>>(
    db,
    sql`select ${columns} from (${allItems}) items where ${where}`,
  );
  const counts = {} as Record<Option, number>;
  for (const option of options) counts[option] = Number(row?.[option] ?? 0);
  return counts;
}

export interface InboxPage {
  items: HelpItem[];
  total: number;
  counts: HelpInboxCounts;
}

export async function helpInboxPage(
  db: Db,
  filter: InboxFilter,
  page: number,
  now: number,
): Promise<InboxPage> {
  const counts: HelpInboxCounts = {
    type: await countsOf(db, HELP_KINDS, typeSql, conditions(filter, now, 'type')),
    status: await countsOf(
      db,
      HELP_STATE_FILTERS,
      (state) => STATES[state],
      conditions(filter, now, 'status'),
    ),
    age: await countsOf(db, HELP_AGES, (age) => ageSql(age, now), conditions(filter, now, 'age')),
  };
  // The status facet always has the chosen state among its options: its count is the total.
  const total = counts.status[filter.status];
  const items = await itemsWhere(
    db,
    conditions(filter, now),
    HELP_INBOX_PAGE_SIZE,
    (page - 1) * HELP_INBOX_PAGE_SIZE,
  );
  return { items, total, counts };
}
