// mfe-firma's first screen drawn by the service (packages/ui server): /firma/opgaver's tabs,
// sidebar, title, filter and open jobs with their count, from the portal's own components and the
// first page of open jobs the page carries; the start checklist while the carried reply has items to
// do and the company has not hidden it (issue 31). The pricelist notice is a forced modal over the
// live page (issue 34), not part of the page's layout, so the picture leaves it out.
// Built for Node by scripts/build-first-screen.mjs;
// never part of the browser bundle.
import {
  PAGES,
  type CompanyOpenJobsReply,
  type SessionReply,
  type StartChecklistReply,
} from '@opgavetorvet/contracts';
import { PageTitle } from '@opgavetorvet/ui';
import { firstScreenRenderer } from '@opgavetorvet/ui/server';
import { useTranslation } from 'react-i18next';
import { FirmaTabs } from '../components/firma-tabs';
import { FirmaSidebar } from '../features/bookings/components/firma-sidebar';
import { AreaFilter } from '../features/opgaver/components/area-filter';
import { CityCategorySearch } from '../features/opgaver/components/city-category-search';
import { JobSearchForm } from '../features/opgaver/components/job-search-form';
import { OpenJobList } from '../features/opgaver/components/open-job-list';
import { OpenJobsCount } from '../features/opgaver/components/open-jobs-count';
import { StartChecklist } from '../features/opgaver/components/start-checklist';
import { checklistHidden } from '../features/opgaver/lib/start-checklist-cookie';

/** Nothing to do: the picture's controls are inert until the live page replaces them. */
const none = () => undefined;

type ChecklistItems = StartChecklistReply['items'];

/** The carried checklist's items while some are to do and the company has not hidden it; else null. */
function checklistOf(replies: Record<string, unknown>, cookies: string): ChecklistItems | null {
  const state = replies['/api/firma/kom-godt-i-gang'] as StartChecklistReply | undefined;
  const companyId = (replies['/api/session'] as SessionReply | undefined)?.user?.companyId ?? null;
  if (!state || state.done || companyId === null || checklistHidden(companyId, cookies)) return null;
  return state.items;
}

function OpenJobsFirstScreen({
  reply,
  checklist,
}: {
  reply: CompanyOpenJobsReply;
  checklist: ChecklistItems | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FirmaTabs />
      <div className="firma-frame">
        <FirmaSidebar />
        <div className="firma-frame__main">
          <section className="stack">
            <PageTitle text={t('firma:::jobs::title')} />
            {checklist && <StartChecklist items={checklist} onHide={none} />}
            <div className="open-jobs-filter">
              <JobSearchForm search="" onSearch={none} />
              <CityCategorySearch onCity={none} onCategory={none} />
            </div>
            <div className="open-jobs-summary">
              <OpenJobsCount reply={reply} />
              <AreaFilter area={null} regions={[]} hasRegions={reply.has_regions} onArea={none} />
            </div>
            <OpenJobList
              jobs={reply.jobs}
              busy={false}
              focusedId={null}
              checkingId={null}
              onDescribe={none}
              onBid={none}
            />
          </section>
        </div>
      </div>
    </>
  );
}

export const renderFirstScreen = firstScreenRenderer({
  [PAGES.firmaOpgaver]: async ({ replies, cookies }) => {
    const reply = replies['/api/firma/opgaver?page=1'] as CompanyOpenJobsReply | undefined;
    if (!reply || reply.jobs.length === 0) return null;
    const checklist = checklistOf(replies, cookies);
    return {
      element: <OpenJobsFirstScreen reply={reply} checklist={checklist} />,
      // The page draws its checklist (its own chunk) and its jobs (a deferred render) in any order:
      // a picture with the checklist stays until the page has it too.
      replacedBy: checklist
        ? '[data-testid="firma-opgaver"]:has([data-testid="start-checklist"]) [data-testid="open-job"]'
        : '[data-testid="firma-opgaver"] [data-testid="open-job"]',
    };
  },
});
