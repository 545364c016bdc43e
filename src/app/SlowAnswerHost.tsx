import { Suspense, useSyncExternalStore } from 'react';
import { waitingRequests, type WaitingRequest } from '../api/waitingRequests';
import { usePart } from '../core/appInstance';
import { SLOW_ANSWER_NOTICE_MS } from '../config';
import { useLocalNow } from '../core/clock';
import { SlowAnswerNotice } from './layout/SlowAnswerNotice';

const noneWaiting = (): readonly WaitingRequest[] => [];

/**
 * The app decides here that a load or send without an answer for SLOW_ANSWER_NOTICE_MS says the
 * server is slow; the HTTP edge only reports what waits (api/waitingRequests). Mounted once, by the
 * layout's SlowAnswerGate, for every screen.
 */
export function SlowAnswerHost() {
  const requests = usePart(waitingRequests);
  const waiting = useSyncExternalStore(requests.subscribe, requests.list, noneWaiting);
  if (waiting.length === 0) return null;
  return <WaitWatch waiting={waiting} />;
}

/** The shared clock runs only while something waits. */
function WaitWatch({ waiting }: { waiting: readonly WaitingRequest[] }) {
  // Measured on this computer, as `since` is (api/watchAnswers).
  const now = useLocalNow();
  const slow = waiting.filter((request) => now - request.since >= SLOW_ANSWER_NOTICE_MS);
  if (slow.length === 0) return null;
  // Its texts (`ui`) may still be loading: that waits here, not in the page around it.
  return (
    <Suspense fallback={null}>
      <SlowAnswerNotice slow={slow} />
    </Suspense>
  );
}
