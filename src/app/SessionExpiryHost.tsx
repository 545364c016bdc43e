import { lazy, Suspense } from 'react';
import { i18n } from '../i18n';
import { useSession } from '../session/useSession';

const SessionExpiryNotice = lazy(async () => {
  const [module] = await Promise.all([
    import('./layout/SessionExpiryNotice'),
    i18n.loadNamespaces('session'),
  ]);
  return { default: module.SessionExpiryNotice };
});

/** The session notice's code and texts load with the first session, never for a guest's landing page. */
export function SessionExpiryHost() {
  const { isLoggedIn, expired } = useSession();
  if (!isLoggedIn && !expired) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiryNotice />
    </Suspense>
  );
}
