// A page's tabs carry the open tab in the address's hash (SPEC §2: company tabs carry a tab fragment
// in the URL hash): an address with the hash opens that tab, choosing a tab adds a history entry, so
// the browser's back button goes to the tab before; the first tab is the address without a hash.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The open tab (from the hash; the first tab for none or an unknown one) and the choice of another.
 * `hashes`: each tab's hash, '' for the first.
 */
export function useHashTab<Tab extends string>(
  hashes: Readonly<Record<Tab, string>>,
  first: NoInfer<Tab>,
): [Tab, (tab: Tab) => void] {
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const tabs = Object.keys(hashes) as Tab[];
  const open = (hash !== '' && tabs.find((tab) => hashes[tab] === hash)) || first;
  const choose = useCallback(
    (tab: Tab) => {
      if (tab !== open) navigate({ search, hash: hashes[tab] }, { preventScrollReset: true });
    },
    [open, navigate, search, hashes],
  );
  return [open, choose];
}
