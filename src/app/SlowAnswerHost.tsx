import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { subscribeWaitingRequests, waitingRequests, type WaitingRequest } from '../api/waitingRequests';
import { SLOW_ANSWER_NOTICE_MS } from '../config';
import { createListeners } from '../lib/listeners';
import { useNow } from '../lib/clock';
import { SlowAnswerNotice } from './layout/SlowAnswerNotice';

const noneWaiting = (): readonly WaitingRequest[] => [];

// Each screen with data mounts the host (DataLayer), and a page and a dialog may be open at once:
// the first one mounted shows the notice, the others stand by.
const hosts: symbol[] = [];
const hostChanges = createListeners();

function useFirstHost(): boolean {
  const [self] = useState(() => Symbol('host'));
  useEffect(() => {
    hosts.push(self);
    hostChanges.notify();
    return () => {
      hosts.splice(hosts.indexOf(self), 1);
      hostChanges.notify();
    };
  }, [self]);
  return useSyncExternalStore(
    hostChanges.subscribe,
    () => hosts[0] === self,
    () => false,
  );
}

/**
 * The app decides here that a load or send without an answer for SLOW_ANSWER_NOTICE_MS says the
 * server is slow; the HTTP edge only reports what waits (api/waitingRequests). One host for every
 * screen.
 */
export function SlowAnswerHost() {
  const first = useFirstHost();
  const waiting = useSyncExternalStore(subscribeWaitingRequests, waitingRequests, noneWaiting);
  if (!first || waiting.length === 0) return null;
  return <WaitWatch waiting={waiting} />;
}

/** The shared clock runs only while something waits. */
function WaitWatch({ waiting }: { waiting: readonly WaitingRequest[] }) {
  const now = useNow();
  const slow = waiting.filter((request) => now - request.since >= SLOW_ANSWER_NOTICE_MS);
  if (slow.length === 0) return null;
  // Its texts (`ui`) may still be loading: that waits here, not in the page around it.
  return (
    <Suspense fallback={null}>
      <SlowAnswerNotice slow={slow} />
    </Suspense>
  );
}
