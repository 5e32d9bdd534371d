// A portal's landing list drawn with the page (issue 13, light pages): when the page carries the
// reply to its list (first-replies.ts), the service also draws that list's first screen — the
// page title and the cards, with the remote's class names and the same texts — so the list is
// on the phone's screen with the HTML instead of after the JavaScript has run. It is a picture of
// the page, not the page: it stands inert (its buttons and fields are only their look, nothing
// can be typed into it and lost), and the shell shows its own page in its place once that page
// has drawn its list (shell/src/features/first-screen/hand-over.ts). Each screen names the element
// of the remote's page that replaces it (`replacedBy`).
import type { ReactElement } from 'react';
import {
  PAGES,
  type CancellationsReply,
  type CompanyOpenJobsReply,
  type SessionReply,
  type UserJobsReply,
} from '@opgavetorvet/contracts';
import { AdminTabsLook, Cancellations } from './cancellations.js';
import { CustomerJobs } from './customer-jobs.js';
import { FirmaFrameLook } from './firma-frame.js';
import { OpenJobs } from './open-jobs.js';
import type { T } from './translate.js';

export interface LandingScreen {
  /** The page's list, as the remote draws its first screen. */
  element: ReactElement;
  /** The CSS selector of the remote's page element that takes its place. */
  replacedBy: string;
}

interface LandingInput {
  path: string;
  /** The page's query string ('' when none): a landing screen is drawn for the plain URL only. */
  search: string;
  replies: Record<string, unknown>;
  /** The request's cookies (the company's pricelist notice is left out once read). */
  cookies: Record<string, string | undefined>;
  t: T;
}

/** Whether the company has read the pricelist notice (mfe-firma lib/price-list-cookie.ts). */
function priceListRead(companyId: number | null | undefined, cookies: LandingInput['cookies']): boolean {
  return companyId != null && cookies[`popuppriselist_${companyId}`] === '1';
}

/**
 * The landing screen of the page, or null: only for a portal's landing URL without a query string
 * whose list the page carries, and only when the list has something to show (an empty list's
 * page draws its own empty state).
 */
export function landingScreen({ path, search, replies, cookies, t }: LandingInput): LandingScreen | null {
  if (search !== '') return null;
  if (path === PAGES.brugerOpgaver) {
    const reply = replies['/api/bruger/opgaver'] as UserJobsReply | undefined;
    if (!reply || reply.jobs.length === 0) return null;
    return {
      element: <CustomerJobs reply={reply} t={t} />,
      replacedBy: '[data-testid="bruger-opgaver"] [data-testid="user-job"]',
    };
  }
  if (path === PAGES.firmaOpgaver) {
    const reply = replies['/api/firma/opgaver?page=1'] as CompanyOpenJobsReply | undefined;
    if (!reply || reply.jobs.length === 0) return null;
    const session = replies['/api/session'] as SessionReply | undefined;
    const notice = !priceListRead(session?.user?.companyId, cookies);
    return {
      element: (
        <FirmaFrameLook t={t}>
          <OpenJobs reply={reply} notice={notice} t={t} />
        </FirmaFrameLook>
      ),
      replacedBy: '[data-testid="firma-opgaver"] [data-testid="open-job"]',
    };
  }
  if (path === PAGES.adminAnnulleringer) {
    const reply = replies['/api/admin/annulleringer'] as CancellationsReply | undefined;
    if (!reply || reply.items.length === 0) return null;
    return {
      element: (
        <>
          <AdminTabsLook t={t} />
          <Cancellations reply={reply} t={t} />
        </>
      ),
      replacedBy: '[data-testid="admin-annulleringer"] [data-testid="cancellation"]',
    };
  }
  return null;
}
