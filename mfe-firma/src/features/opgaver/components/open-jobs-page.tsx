// /firma/opgaver (alias /company/jobs): the start checklist while a new company has items to do
// (issue 31), else the pricelist notice (one setup card at a time), the filter (search words, the
// city/zip/category helper, where the jobs lie: the company's regions by default, a picked
// category's questions), the open jobs with paging and a count saying where they lie (an empty list
// of a company without categories or regions: to choose them), and their description and bid
// modals. ?jobid=
// opens the page that holds that job (when no ?page= is named), marks and scrolls to it and opens
// its description, also when no page holds it. Jobs the company hid are left out unless 'Vis alle'
// is on (kept in the showallwork cookie, SPEC §3/§4). The checklist, a picked category's panel, the
// description and the bid modal are chunks of their own, loaded when shown: none is part of the
// page's first load (its budget, docs/performance.md).
import { Suspense, lazy, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorArea, PageTitle, Pager, Spinner, serverTextOfError } from '@opgavetorvet/ui';
import { useCompanyOpenJobsQuery, useOpenJobsRegionsQuery } from '../api/open-jobs-api';
import { readShowAll, writeShowAll } from '../lib/show-all-cookie';
import { useBidGate } from '../hooks/use-bid-gate';
import { useOpenJobsParams } from '../hooks/use-open-jobs-params';
import { useStartChecklist } from '../hooks/use-start-checklist';
import { AreaFilter } from './area-filter';
import { CityCategorySearch } from './city-category-search';
import { JobSearchForm } from './job-search-form';
import { OpenJobList } from './open-job-list';
import { OpenJobsCount } from './open-jobs-count';
import { ShowAllToggle } from './show-all-toggle';
import '../opgaver.css';

const StartChecklist = lazy(() =>
  import('./start-checklist').then((module) => ({ default: module.StartChecklist })),
);
// A picked category's panel (?kategori=) and a job's description are chunks of their own too: most
// visits open neither. Unnamed: each name would be part of the federation runtime's chunk map.
const CategoryFilter = lazy(() =>
  import('./category-filter').then((module) => ({ default: module.CategoryFilter })),
);
const JobDescriptionModal = lazy(() =>
  import('./job-description-modal').then((module) => ({ default: module.JobDescriptionModal })),
);
// The pricelist notice (read once) is a chunk of its own: most loads do not show it.
const PriceListNotice = lazy(() =>
  import('./price-list-notice').then((module) => ({ default: module.PriceListNotice })),
);
// The empty list's texts are a chunk of their own as well: a company with jobs never needs them.
const OpenJobsEmpty = lazy(() =>
  import('./open-jobs-empty').then((module) => ({ default: module.OpenJobsEmpty })),
);
const BidModal = lazy(() =>
  import(/* webpackChunkName: "bid-modal" */ './bid-modal').then((module) => ({ default: module.BidModal })),
);

export function OpenJobsPage() {
  const { t } = useTranslation();
  const {
    page,
    pageGiven,
    search,
    jobId,
    categoryId,
    area,
    setPage,
    replacePage,
    setSearch,
    setCategory,
    setArea,
  } = useOpenJobsParams();
  const checklist = useStartChecklist();
  const regions = useOpenJobsRegionsQuery().data?.regions;
  const [showAll, setShowAll] = useState(() => readShowAll());
  const {
    data: answered,
    isFetching,
    error,
  } = useCompanyOpenJobsQuery(
    // ?jobid= without ?page=: the service answers the page that holds the job.
    {
      ...(pageGiven || jobId === null ? { page } : { jobid: jobId }),
      search: search || undefined,
      vis_alle: showAll || undefined,
      omraade: area ?? undefined,
    },
    { skip: categoryId !== null },
  );
  // A store update renders at once and in one piece; the deferred copy renders the list as a
  // transition, in slices that leave the browser its turn (issue 13, total blocking time).
  const data = useDeferredValue(answered);
  const { bidding, checking, startBid, closeBid } = useBidGate();
  const [described, setDescribed] = useState<number | null>(jobId);
  const [shownJobId, setShownJobId] = useState(jobId);
  // A new ?jobid= (a link followed while on the page) opens that job's description too.
  if (jobId !== shownJobId) {
    setShownJobId(jobId);
    setDescribed(jobId);
  }
  const pageCount = data ? Math.max(1, Math.ceil(data.total / Math.max(1, data.page_size))) : 1;
  // A page past the end (an old link, ?page=99) shows the last page instead of 'no open jobs'
  // under a count of jobs and 'Side 99 af 2'.
  const pastTheEnd = data !== undefined && data.total > 0 && data.jobs.length === 0 && data.page > pageCount;
  const replacedFrom = useRef<number | null>(null);
  useEffect(() => {
    if (!pastTheEnd || replacedFrom.current === data.page) return;
    replacedFrom.current = data.page;
    replacePage(pageCount);
  }, [pastTheEnd, data, pageCount, replacePage]);
  return (
    <section className="stack" data-testid="firma-opgaver">
      <PageTitle text={t('firma:::jobs::title')} />
      {checklist.items && (
        <Suspense fallback={null}>
          <StartChecklist items={checklist.items} onHide={checklist.hide} />
        </Suspense>
      )}
      {/* One setup card at a time: the pricelist notice waits until the checklist is done or hidden. */}
      {checklist.settled && !checklist.items && (
        <Suspense fallback={null}>
          <PriceListNotice />
        </Suspense>
      )}
      <div className="open-jobs-filter">
        <JobSearchForm search={search} onSearch={setSearch} />
        <CityCategorySearch onCity={setSearch} onCategory={setCategory} />
      </div>
      {categoryId !== null ? (
        <Suspense fallback={<Spinner />}>
          <CategoryFilter
            key={categoryId}
            categoryId={categoryId}
            onClear={() => setCategory(null)}
            onBid={startBid}
          />
        </Suspense>
      ) : (
        <>
          {data && (
            <div className="open-jobs-summary">
              <OpenJobsCount reply={data} />
              <AreaFilter
                area={area}
                regions={regions ?? (data.region ? [data.region] : [])}
                hasRegions={data.has_regions}
                onArea={setArea}
              />
              {(data.hidden_total > 0 || showAll) && (
                <ShowAllToggle
                  checked={showAll}
                  hiddenCount={data.hidden_total}
                  onChange={(on) => {
                    writeShowAll(on);
                    setShowAll(on);
                  }}
                />
              )}
            </div>
          )}
          <ErrorArea message={error ? (serverTextOfError(error) ?? t('errors:::internal')) : null} />
          {isFetching && !data && <Spinner />}
          {data && data.jobs.length === 0 && !pastTheEnd && (
            <Suspense fallback={null}>
              <OpenJobsEmpty search={search} hasRegions={data.has_regions} />
            </Suspense>
          )}
          {data && data.jobs.length > 0 && (
            <OpenJobList
              jobs={data.jobs}
              busy={isFetching}
              focusedId={jobId}
              checkingId={checking}
              onDescribe={setDescribed}
              onBid={startBid}
            />
          )}
          <Pager page={data?.page ?? page} pageCount={pageCount} onPage={setPage} />
        </>
      )}
      {described !== null && (
        <Suspense fallback={null}>
          <JobDescriptionModal
            jobId={described}
            photos={data?.jobs.find((job) => job.job_id === described)?.photos}
            onClose={() => setDescribed(null)}
          />
        </Suspense>
      )}
      {bidding && (
        <Suspense fallback={null}>
          <BidModal job={bidding} onClose={closeBid} />
        </Suspense>
      )}
    </section>
  );
}
