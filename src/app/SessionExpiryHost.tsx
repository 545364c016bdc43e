import { lazy, Suspense } from 'react';
import { useLocalNow } from '../core/clock';
import { useSession } from '../session/useSession';

// Its texts (`session`) load with it: useTranslation suspends until they are there.
const SessionExpiryNotice = lazy(() =>
  import('./layout/SessionExpiryNotice').then((module) => ({ default: module.SessionExpiryNotice })),
);

/** The session notice's code and texts load with the first session, never for a guest's landing page. */
export function SessionExpiryHost() {
  const { isLoggedIn, expired } = useSession();
  if (!isLoggedIn && !expired) return null;
  return <TickingNotice />;
}

/** The shared clock, read here in the entry where it lives already, drives the notice's countdown. */
function TickingNotice() {
  // This computer's clock, as the session store's expiry check (session/tokenExpiry).
  const now = useLocalNow();
  return (
    <Suspense fallback={null}>
      <SessionExpiryNotice now={now} />
    </Suspense>
  );
}
