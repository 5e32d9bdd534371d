// Whether /firma/opgaver shows the start checklist (issue 31): not once the company hid it ('Skjul',
// its cookie), and only while the service says an item is still to do; the checklist's own chunk is
// loaded only then. Asked again each time the page opens, so what was done elsewhere is ticked.
import { useState } from 'react';
import type { StartChecklistReply } from '@opgavetorvet/contracts';
import { useSessionUser } from '@opgavetorvet/ui';
import { useStartChecklistQuery } from '../api/start-checklist-api';
import { checklistHidden, hideChecklist } from '../lib/start-checklist-cookie';

export function useStartChecklist(): { items: StartChecklistReply['items'] | null; hide: () => void } {
  const companyId = useSessionUser().user?.companyId ?? null;
  const [hiddenNow, setHiddenNow] = useState(false);
  const hidden = companyId === null || hiddenNow || checklistHidden(companyId);
  const { data } = useStartChecklistQuery(undefined, { skip: hidden, refetchOnMountOrArgChange: true });
  return {
    items: !hidden && data && !data.done ? data.items : null,
    hide: () => {
      if (companyId !== null) hideChecklist(companyId);
      setHiddenNow(true);
    },
  };
}
