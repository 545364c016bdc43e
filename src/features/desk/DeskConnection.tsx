import { useQuery } from '@tanstack/react-query';
import { auctionByCarQuery } from '../../api/auctions';
import { ConnectionIndicator } from '../../product/ConnectionIndicator';
import { useHasPassed } from '../../core/clock';
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
  const ended = useHasPassed(data ? Date.parse(data.endDateTime) : 0);
  return (
    <ConnectionIndicator
      status={status}
      sessionExpired={sessionExpired}
      auctionLive={data?.status === 'ACTIVE' && !ended}
    />
  );
}
