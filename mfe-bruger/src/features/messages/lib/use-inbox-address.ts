// The inbox's state lives in the address (SPEC §2 lists page, contact_id and job_id among the query
// parameters): ?page= pages the threads, ?contact_id=&job_id= opens one (the customer's thread call
// takes both). Opening or closing a thread is a step in the browser's history, so its back button
// returns to the list, as on a phone one expects.
import { useSearchParams } from 'react-router-dom';

/** A whole number of 1 or more from the address, or null. */
const positiveInt = (value: string | null): number | null => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 1 ? n : null;
};

export interface OpenThreadAddress {
  contactId: number;
  jobId: number;
}

export interface InboxAddress {
  page: number;
  open: OpenThreadAddress | null;
  openThread: (thread: OpenThreadAddress | null) => void;
  setPage: (page: number) => void;
}

export function useInboxAddress(): InboxAddress {
  const [params, setParams] = useSearchParams();
  const contactId = positiveInt(params.get('contact_id'));
  const jobId = positiveInt(params.get('job_id'));
  const change = (edit: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    edit(next);
    setParams(next);
  };
  return {
    page: positiveInt(params.get('page')) ?? 1,
    open: contactId !== null && jobId !== null ? { contactId, jobId } : null,
    openThread: (thread) =>
      change((next) => {
        if (thread === null) {
          next.delete('contact_id');
          next.delete('job_id');
          return;
        }
        next.set('contact_id', String(thread.contactId));
        next.set('job_id', String(thread.jobId));
      }),
    setPage: (page) =>
      change((next) => {
        if (page <= 1) next.delete('page');
        else next.set('page', String(page));
      }),
  };
}
