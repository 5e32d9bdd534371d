// One job's block on /bruger/opgaver, opened and closed in place by the idea link through
// /bruger/update_icon_idea. The list call does not say which blocks the session holds open, so
// every block starts closed after a reload; when the service's toggle then lands on the other
// state than the customer asked for (the block was still open in the session), one more toggle
// brings the two back in step, so a click always does what the button says.
import { useState } from 'react';
import { notifyFromError, useAppDispatch } from '@opgavetorvet/ui';
import { useToggleJobBlockMutation } from '../api/opgaver-api';

export interface JobBlockState {
  open: boolean;
  /** The service's block markup while open, '' when closed. */
  html: string;
  busy: boolean;
  toggle: () => Promise<void>;
}

export function useJobBlock(jobId: number): JobBlockState {
  const dispatch = useAppDispatch();
  const [toggleBlock, { isLoading }] = useToggleJobBlockMutation();
  const [block, setBlock] = useState({ open: false, html: '' });

  const toggle = async () => {
    const wantOpen = !block.open;
    let result = await toggleBlock({ job_id: jobId });
    if (result.data && result.data.open !== wantOpen) result = await toggleBlock({ job_id: jobId });
    if (result.error || !result.data) {
      dispatch(notifyFromError(result.error));
      return;
    }
    setBlock({ open: result.data.open, html: result.data.open ? result.data.html : '' });
  };

  return { ...block, busy: isLoading, toggle };
}
