// The inbox of the fake server (issue 32), shared by the customer's /bruger/beskeder and the company's
// /firma/beskeder tests: a thread row with the side's own names, and GET /api/beskeder with two
// threads (contact 41 with 2 unread, 42 with 1) whose counts a read mark clears one thread at a time.
import type { InboxThread } from '@opgavetorvet/contracts';
import type { FakeRoutes } from './mock-fetch';

type ThreadOf = (over: Partial<InboxThread>) => InboxThread;

/** The names and newest message a side's rows show. */
export type InboxSide = Pick<
  InboxThread,
  'job_id' | 'headline' | 'customer_name' | 'company_name' | 'last_message' | 'last_sender'
>;

/** Thread rows of one side: contact 41 on bid 90 between customer 7 and company 3, 2 unread. */
export const inboxThreadOf =
  (side: InboxSide): ThreadOf =>
  (over) => ({
    contact_id: 41,
    customer_id: 7,
    company_id: 3,
    bid_id: 90,
    last_message_id: 500,
    last_at: 1_700_000_000,
    last_files: 0,
    unread: 2,
    ...side,
    ...over,
  });

export interface FakeInbox {
  routes: FakeRoutes;
  /** A newer message in thread 41: the next list shows a higher last_message_id. */
  newMessage: () => number;
}

/**
 * The list (20 a page) and the read marks: `threads` and `total` when the test gives them, else
 * thread 41 and thread 42 (`other` on top of `thread`'s own) with the unread counts kept here.
 */
export function fakeInbox(
  thread: ThreadOf,
  other: Partial<InboxThread>,
  options: { threads?: InboxThread[]; total?: number } = {},
): FakeInbox {
  const unread = new Map<number, number>([
    [41, 2],
    [42, 1],
  ]);
  let lastId = 500;
  const routes: FakeRoutes = {
    'GET /api/beskeder': () => {
      const threads = options.threads ?? [
        thread({ unread: unread.get(41), last_message_id: lastId }),
        thread({ contact_id: 42, unread: unread.get(42), last_message_id: 400, ...other }),
      ];
      return { body: { threads, page: 1, page_size: 20, total: options.total ?? threads.length } };
    },
    'POST /api/beskeder/41/laest': () => {
      unread.set(41, 0);
      return { body: { marked: 2, get_unread_messages: 1 } };
    },
    'POST /api/beskeder/42/laest': () => {
      unread.set(42, 0);
      return { body: { marked: 1, get_unread_messages: 0 } };
    },
  };
  return { routes, newMessage: () => (lastId += 1) };
}
