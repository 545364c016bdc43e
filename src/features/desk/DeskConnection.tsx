import { useQuery } from '@tanstack/react-query';
import { auctionByCarQuery } from '../../api/auctions';
import { ConnectionIndicator } from '../../product/ConnectionIndicator';
import { useHasPassed } from '../../core/clock';
import { CLOSING_AT_MOST_MS } from '../../config';
import type { ConnectionStatus } from '../../realtime/connectionState';
import { useHttp } from '../../api/http';

interface DeskConnectionProps {
  /** The desk's first row: live auctions come first, so the desk has a live one exactly when this is. */
  firstCarId: string;
  status: ConnectionStatus;
  sessionExpired: boolean;
}

/** The desk's connection indicator: "Live" only while a followed auction can still change. */
export function DeskConnection({ firstCarId, status, sessionExpired }: DeskConnectionProps) {
  const http = useHttp();
  const { data } = useQuery(auctionByCarQuery(http, firstCarId));
  // Live while it runs or closes on the server's clock (rules/auctionOutcome): bids are taken until FINISHED.
  const ended = useHasPassed(data ? Date.parse(data.endDateTime) + CLOSING_AT_MOST_MS : 0);
  return (
    <ConnectionIndicator
      status={status}
      sessionExpired={sessionExpired}
      auctionLive={data?.status === 'ACTIVE' && !ended}
    />
  );
}
