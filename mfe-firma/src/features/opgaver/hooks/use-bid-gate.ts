// 'Giv tilbud' asks /ajax/firma/modal_bid first: its form html means the company may bid, so the
// bid form opens; a reply with a message and a type (already bid, job closed, not your category)
// is shown as a notification of that type instead (SPEC §8 'Bid modal returns a message').
import { useState } from 'react';
import { isMessageReply, notifyFromError, notifyFromReply, useAppDispatch } from '@opgavetorvet/ui';
import { useCheckBidModalMutation } from '../api/bid-check-api';

export interface BidTarget {
  job_id: number;
  headline: string;
}

export function useBidGate() {
  const dispatch = useAppDispatch();
  const [checkBidModal] = useCheckBidModalMutation();
  const [checking, setChecking] = useState<number | null>(null);
  const [bidding, setBidding] = useState<BidTarget | null>(null);

  const startBid = async (target: BidTarget) => {
    setChecking(target.job_id);
    const result = await checkBidModal(target.job_id);
    setChecking(null);
    if ('error' in result) {
      dispatch(notifyFromError(result.error));
    } else if (isMessageReply(result.data)) {
      dispatch(notifyFromReply(result.data));
    } else {
      setBidding(target);
    }
  };

  return { bidding, checking, startBid, closeBid: () => setBidding(null) };
}
