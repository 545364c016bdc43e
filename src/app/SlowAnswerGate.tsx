import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeWaitingRequests, waitingRequests } from '../api/waitingRequests';

const SlowAnswerHost = lazy(() => import('./SlowAnswerHost').then((m) => ({ default: m.SlowAnswerHost })));

const anyWaiting = () => waitingRequests().length > 0;
const noneInHtml = () => false;

/**
 * The one place the app decides about slow answers, for every page, dialog and form. The HTTP edge
 * reports each request that waits (api/waitingRequests); while any does, the host is loaded and
 * watches the clock. A guest's page that asks the server nothing never loads it, and the landing's
 * first download carries only this gate.
 */
export function SlowAnswerGate() {
  const waiting = useSyncExternalStore(subscribeWaitingRequests, anyWaiting, noneInHtml);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <SlowAnswerHost />
    </Suspense>
  );
}
