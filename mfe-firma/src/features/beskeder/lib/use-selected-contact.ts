// The messages page's state lives in the address: ?contact_id= opens that conversation (SPEC §2
// lists contact_id among the query parameters) and ?page= pages the list of conversations.
import { useSearchParams } from 'react-router-dom';
import { positiveInt } from '../../../lib/positive-int';

export interface SelectedContact {
  page: number;
  contactId: number | null;
  select: (contactId: number | null) => void;
  setPage: (page: number) => void;
}

export function useSelectedContact(): SelectedContact {
  const [params, setParams] = useSearchParams();
  const update = (key: string, value: number | null) => {
    const next = new URLSearchParams(params);
    if (value === null || (key === 'page' && value <= 1)) next.delete(key);
    else next.set(key, String(value));
    setParams(next);
  };
  return {
    page: positiveInt(params.get('page')) ?? 1,
    contactId: positiveInt(params.get('contact_id')),
    select: (contactId) => update('contact_id', contactId),
    setPage: (page) => update('page', page),
  };
}
