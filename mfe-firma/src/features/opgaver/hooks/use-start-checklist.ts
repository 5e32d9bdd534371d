// Whether /firma/opgaver shows the start checklist (issue 31): not once the company hid it ('Skjul',
// its cookie), and only while the service says an item is still to do; the checklist's own chunk is
// loaded only then. Asked again each time the page opens, so what was done elsewhere is ticked.
// `settled`: whether that is known yet (hidden, answered or failed), so what waits for the checklist
// (the pricelist notice) neither shows nor flickers before.
import { useState } from 'react';
import type { StartChecklistReply } from '@opgavetorvet/contracts';
import { useSessionUser } from '@opgavetorvet/ui';
import { useStartChecklistQuery } from '../api/start-checklist-api';
import { checklistHidden, hideChecklist } from '../lib/start-checklist-cookie';

export interface StartChecklistState {
  items: StartChecklistReply['items'] | null;
  settled: boolean;
  hide: () => void;
}

export function useStartChecklist(): StartChecklistState {
  const companyId = useSessionUser().user?.companyId ?? null;
  const [hiddenNow, setHiddenNow] = useState(false);
  const hidden = companyId === null || hiddenNow || checklistHidden(companyId);
  const { data, isError } = useStartChecklistQuery(undefined, {
    skip: hidden,
    refetchOnMountOrArgChange: true,
  });
  return {
    items: !hidden && data && !data.done ? data.items : null,
    settled: hidden || data !== undefined || isError,
    hide: () => {
      if (companyId !== null) hideChecklist(companyId);
      setHiddenNow(true);
    },
  };
}
