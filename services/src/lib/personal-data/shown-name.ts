// The name printed for a person whose account was erased (issue 32): the row keeps its id with a
// blank name, and every place that prints the name of a thread's, booking's or review's author
// prints the reader's text for a deleted user instead ("Slettet bruger").
import type { Translate } from '../translator.js';

export function shownName(name: string | null | undefined, t: Translate): string {
  return name ? name : t('common:::deleted_user');
}

/** A thread's two sides as printed: an erased customer or company is "Slettet bruger". */
export function withShownNames<T extends { customer_name: string; company_name: string }>(
  thread: T,
  t: Translate,
): T {
  return {
    ...thread,
    customer_name: shownName(thread.customer_name, t),
    company_name: shownName(thread.company_name, t),
  };
}
