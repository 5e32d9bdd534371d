// A new company's start checklist (issue 31, "Kom godt i gang"): what it should set up before the
// leads come its way, each item done or not, shown on /firma/opgaver until all are done.
import { Type, type Static } from 'typebox';

/** The items in the order the checklist shows them. */
export const START_CHECKLIST_ITEMS = [
  'categories',
  'regions',
  'description',
  'logo',
  'opening_times',
  'notifications',
] as const;
export type StartChecklistItem = (typeof START_CHECKLIST_ITEMS)[number];

/**
 * GET /api/firma/kom-godt-i-gang: per item whether it is done: categories and regions chosen, a
 * profile text (companies.description not blank), a logo, opening times saved, and a phone number
 * for SMS notifications; `done` when all are.
 */
export const StartChecklistReply = Type.Object({
  items: Type.Object({
    categories: Type.Boolean(),
    regions: Type.Boolean(),
    description: Type.Boolean(),
    logo: Type.Boolean(),
    opening_times: Type.Boolean(),
    notifications: Type.Boolean(),
  }),
  done: Type.Boolean(),
});
export type StartChecklistReply = Static<typeof StartChecklistReply>;
