import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { waitingRequests } from '../api/waitingRequests';
import { usePart } from '../core/appInstance';

const noneInHtml = () => false;

/**
 * The one place the app decides about slow answers, for every page, dialog and form. The HTTP edge
 * reports each request that waits (api/waitingRequests); once one does, the host is loaded and
 * watches the clock. A guest's page that asks the server nothing never loads it, and the landing's
 * first download carries only this gate. Its chunk may fail to load (the phone is offline, the very
 * case it is for): then nothing breaks, and the next wait tries again.
 */
export function SlowAnswerGate() {
  const requests = usePart(waitingRequests);
  const waiting = useSyncExternalStore(requests.subscribe, () => requests.list().length > 0, noneInHtml);
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!waiting || Host) return;
    let current = true;
    import('./SlowAnswerHost').then(
      ({ SlowAnswerHost }) => {
        if (current) setHost(() => SlowAnswerHost);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [waiting, Host]);
  return waiting && Host ? <Host /> : null;
}
