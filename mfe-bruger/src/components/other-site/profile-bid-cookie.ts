// The profile-bid cookie (SPEC §3: button_type, textmodal, companyid, company_name, contactid,
// jobid; §9: one day): written when a contact button sends the customer to another project's site,
// with the values of that redirect's query.
import type { OtherSiteQuery } from '@opgavetorvet/contracts';

export const PROFILE_BID_COOKIE = 'profile_bid';
const ONE_DAY_SECONDS = 24 * 60 * 60;

export function rememberProfileBid(query: OtherSiteQuery): void {
  const { button_type, textmodal, companyid, company_name, contactid, jobid } = query;
  const values = new URLSearchParams({
    button_type,
    textmodal,
    companyid: String(companyid),
    company_name,
    contactid: String(contactid),
    jobid: String(jobid),
  });
  document.cookie = `${PROFILE_BID_COOKIE}=${encodeURIComponent(values.toString())}; max-age=${ONE_DAY_SECONDS}; path=/; SameSite=Lax`;
}
