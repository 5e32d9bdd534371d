// The open-jobs list's state lives in the address: ?page=, ?search= and ?jobid= (SPEC §2).
import { useSearchParams } from 'react-router-dom';

export interface OpenJobsParams {
  page: number;
  search: string;
  jobId: number | null;
  setPage: (page: number) => void;
  setSearch: (search: string) => void;
}

function positiveInt(value: string | null): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : null;
}

export function useOpenJobsParams(): OpenJobsParams {
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page')) ?? 1;
  const search = params.get('search') ?? '';
  const jobId = positiveInt(params.get('jobid'));
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  return {
    page,
    search,
    jobId,
    setPage: (p) => update({ page: p > 1 ? String(p) : null }),
    setSearch: (s) => update({ search: s.trim(), page: null, jobid: null }),
  };
}
