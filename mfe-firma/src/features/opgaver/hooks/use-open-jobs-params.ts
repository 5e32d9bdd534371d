// The open-jobs list's state lives in the address: ?page=, ?search=, ?jobid= (SPEC §2), ?kategori=
// (the category picked in the filter, whose jobs are then filtered by their answers) and ?omraade=
// (where the jobs lie: a region's slug or 'alle'; none for the company's own regions).
import { useSearchParams } from 'react-router-dom';
import { positiveInt } from '../../../lib/positive-int';

export interface OpenJobsParams {
  page: number;
  /** Whether the address names a page (?page=); without one, the list opens where ?jobid= is. */
  pageGiven: boolean;
  search: string;
  jobId: number | null;
  categoryId: number | null;
  /** ?omraade as the service reads it; null: the company's own regions. */
  area: string | null;
  setPage: (page: number) => void;
  /** Shows another page in place of this one (a page past the end): no new history entry. */
  replacePage: (page: number) => void;
  setSearch: (search: string) => void;
  setCategory: (categoryId: number | null) => void;
  setArea: (area: string | null) => void;
}

export function useOpenJobsParams(): OpenJobsParams {
  const [params, setParams] = useSearchParams();
  const givenPage = positiveInt(params.get('page'));
  const page = givenPage ?? 1;
  const search = params.get('search') ?? '';
  const jobId = positiveInt(params.get('jobid'));
  const categoryId = positiveInt(params.get('kategori'));
  const update = (changes: Record<string, string | null>, replace = false) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace });
  };
  return {
    page,
    pageGiven: givenPage !== null,
    search,
    jobId,
    categoryId,
    area: params.get('omraade') || null,
    setPage: (p) => update({ page: p > 1 ? String(p) : null }),
    replacePage: (p) => update({ page: p > 1 ? String(p) : null }, true),
    setSearch: (s) => update({ search: s.trim(), page: null, jobid: null, kategori: null }),
    setCategory: (id) =>
      update({ kategori: id === null ? null : String(id), search: null, page: null, jobid: null }),
    setArea: (area) => update({ omraade: area, page: null, jobid: null }),
  };
}
