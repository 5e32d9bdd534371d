// The help inbox's address: ?type=&status=&age=&page= (unknown values are ignored; the state is
// 'active' — every item not closed — when absent, and ?visning=lukkede, the older address of the
// closed items, still means closed). Choosing a filter starts again at page 1; a page keeps them.
import { useSearchParams } from 'react-router-dom';
import {
  HELP_AGES,
  HELP_KINDS,
  HELP_STATE_FILTERS,
  type HelpAge,
  type HelpKind,
  type HelpStateFilter,
} from '@opgavetorvet/contracts';

export interface InboxFilter {
  type: HelpKind | null;
  status: HelpStateFilter;
  age: HelpAge | null;
}

export interface InboxAddress extends InboxFilter {
  page: number;
  choose: (change: Partial<InboxFilter>) => void;
  goTo: (page: number, replace?: boolean) => void;
}

const known = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((candidate) => candidate === value) ?? null;

/** The address of a filter and page: the defaults are left out. */
function addressOf(filter: InboxFilter, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.type) params.set('type', filter.type);
  if (filter.status !== 'active') params.set('status', filter.status);
  if (filter.age) params.set('age', filter.age);
  if (page > 1) params.set('page', String(page));
  return params;
}

export function useInboxFilter(): InboxAddress {
  const [params, setParams] = useSearchParams();
  const legacyClosed = params.get('visning') === 'lukkede' ? 'closed' : null;
  const filter: InboxFilter = {
    type: known(HELP_KINDS, params.get('type')),
    status: known(HELP_STATE_FILTERS, params.get('status')) ?? legacyClosed ?? 'active',
    age: known(HELP_AGES, params.get('age')),
  };
  const wanted = Number(params.get('page'));
  const page = Number.isInteger(wanted) && wanted > 1 && wanted <= 100000 ? wanted : 1;
  return {
    ...filter,
    page,
    choose: (change) => setParams(addressOf({ ...filter, ...change }, 1)),
    goTo: (next, replace = false) => setParams(addressOf(filter, next), { replace }),
  };
}
