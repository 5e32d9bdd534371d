// mfe-firma's first screen drawn by the service (packages/ui server): /firma/opgaver's tabs,
// sidebar, title, filter and open jobs, from the portal's own components and the first page of
// open jobs the page carries; the pricelist notice until the company's cookie says it was read.
// Built for Node by scripts/build-first-screen.mjs;
// never part of the browser bundle.
import { PAGES, type CompanyOpenJobsReply } from '@opgavetorvet/contracts';
import { PageTitle } from '@opgavetorvet/ui';
import { firstScreenRenderer } from '@opgavetorvet/ui/server';
import { useTranslation } from 'react-i18next';
import { FirmaTabs } from '../components/firma-tabs';
import { FirmaSidebar } from '../features/bookings/components/firma-sidebar';
import { CityCategorySearch } from '../features/opgaver/components/city-category-search';
import { JobSearchForm } from '../features/opgaver/components/job-search-form';
import { OpenJobList } from '../features/opgaver/components/open-job-list';
import { PriceListNotice } from '../features/opgaver/components/price-list-notice';

/** Nothing to do: the picture's controls are inert until the live page replaces them. */
const none = () => undefined;

function OpenJobsFirstScreen({ reply, cookies }: { reply: CompanyOpenJobsReply; cookies: string }) {
  const { t } = useTranslation();
  return (
    <>
      <FirmaTabs />
      <div className="firma-frame">
        <FirmaSidebar />
        <div className="firma-frame__main">
          <section className="stack">
            <PageTitle text={t('firma:::jobs::title')} />
            <PriceListNotice cookies={cookies} />
            <div className="open-jobs-filter">
              <JobSearchForm search="" onSearch={none} />
              <CityCategorySearch onCity={none} onCategory={none} />
            </div>
            <div className="open-jobs-summary">
              <p className="muted">{t('firma:::jobs::total', { count: reply.total })}</p>
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
    return {
      element: <OpenJobsFirstScreen reply={reply} cookies={cookies} />,
      replacedBy: '[data-testid="firma-opgaver"] [data-testid="open-job"]',
    };
  },
});
