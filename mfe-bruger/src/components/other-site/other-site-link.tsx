// A contact button for a company of another site project (SPEC §2): with that project's address
// configured (SITE_PROJECT_LINKS) it is a link to {link}{slug}/ with t, textmodal, company_name,
// companyid, contactid, jobid and button_type, and following it writes the profile-bid cookie
// (§3) with the same values; otherwise (this site's company, no address) the usual button stays.
import type { ReactNode } from 'react';
import { SITE_PROJECT, otherSiteAddress, type OtherSiteQuery } from '@opgavetorvet/contracts';
import { rememberProfileBid } from './profile-bid-cookie';
import { useSiteProjectLinksQuery } from './site-projects-api';

interface OtherSiteLinkProps {
  company: { company_id: number; name: string; slug: string; project: string };
  buttonType: OtherSiteQuery['button_type'];
  /** The button's text, also sent as textmodal. */
  text: string;
  contactId?: number;
  jobId?: number;
  className?: string;
  /** The usual button, shown when the company is not sent elsewhere. */
  children: ReactNode;
}

export function OtherSiteLink({
  company,
  buttonType,
  text,
  contactId = 0,
  jobId = 0,
  className = 'btn btn--secondary',
  children,
}: OtherSiteLinkProps) {
  const elsewhere = company.project !== SITE_PROJECT;
  const { data } = useSiteProjectLinksQuery(undefined, { skip: !elsewhere });
  const link = elsewhere ? data?.links[company.project] : undefined;
  if (!link) return <>{children}</>;
  const query: OtherSiteQuery = {
    t: 'bruger',
    textmodal: text,
    company_name: company.name,
    companyid: company.company_id,
    contactid: contactId,
    jobid: jobId,
    button_type: buttonType,
  };
  return (
    <a
      className={className}
      href={otherSiteAddress(link, company.slug, query)}
      onClick={() => rememberProfileBid(query)}
      data-testid="other-site-link"
    >
      {text}
    </a>
  );
}
