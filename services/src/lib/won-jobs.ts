// What the areas and the reminders share about a won job: the states in which it is still in
// progress, and the support rule of when it is overdue (a ticket is due).

/** Contact states of a won job still in progress. */
export const WON_IN_PROGRESS = ['awaiting_confirmation', 'confirmed', 'changes_proposed'] as const;

/** A won job in progress is overdue once its expected end date (sent with the SMS) has passed. */
export function isOverdue(
  contact: { isWinner: boolean; state: string; expectedEndAt: number | null },
  now: number,
): boolean {
  return (
    contact.isWinner &&
    (WON_IN_PROGRESS as readonly string[]).includes(contact.state) &&
    contact.expectedEndAt !== null &&
    contact.expectedEndAt < now
  );
}
