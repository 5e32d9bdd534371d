// What customers see of companies' details where they choose one (issue 31: the profile, the
// directory cards, the offers on their job): the public details with each company's typical reply
// time, in two statements however many companies. A company with no row reads as one that filled
// in nothing.
import { NO_PUBLIC_DETAILS, type PublicCompanyDetails } from '@opgavetorvet/contracts';
import type { Queryable } from '../engine/store.js';
import { publicDetailsOf } from './company-details.js';
import { replyMinutes } from './reply-time.js';

/** Each company's public details with its reply time, by id; none asked, no statement. */
export async function detailsWithReplyTime(
  db: Queryable,
  companyIds: readonly number[],
): Promise<Map<number, PublicCompanyDetails>> {
  const ids = [...new Set(companyIds)];
  if (ids.length === 0) return new Map();
  const details = await publicDetailsOf(db, ids);
  const minutes = await replyMinutes(db, ids);
  return new Map(
    ids.map((id) => [
      id,
      { ...NO_PUBLIC_DETAILS, ...details.get(id), reply_minutes: minutes.get(id) ?? null },
    ]),
  );
}

/** One company's entry of such a map, or the details of a company that filled in nothing. */
export const detailsIn = (map: Map<number, PublicCompanyDetails>, companyId: number): PublicCompanyDetails =>
  map.get(companyId) ?? NO_PUBLIC_DETAILS;
