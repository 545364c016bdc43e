import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { isOperatorRole } from '../../../rules/roles';
import { useOwnUser } from '../../../product/useOwnUser';
import { Loadable } from '../../../ui/Loadable';
import { AdminNav } from './AdminNav';
import { NotForYourRole } from './NotForYourRole';
import styles from './AdminLayout.module.css';

/**
 * The console's frame. The own user's query (the server's word on the role) decides: an operator
 * gets the sections, anyone else a page that says the console is not for them, and no section
 * is loaded or asked for, so no operator call is made. `sectionIn`: the first section's code is in
 * (features/admin/AdminConsole.tsx), so the section renders without suspending.
 */
export function AdminLayout({ sectionIn }: { sectionIn: boolean }) {
  const { t } = useTranslation('admin');
  const ownUser = useOwnUser();
  const loadingSection = <p role="status">{t('loadingSection')}</p>;
  return (
    <Loadable query={ownUser} loading={t('guard.checking')} failed={t('guard.failed')} level="page">
      {(user) =>
        isOperatorRole(user.role) ? (
          <div className={styles.console}>
            <AdminNav />
            <div className={styles.content}>
              {/* A section's chunk loads here, under the navigation, not over the whole page. */}
              {sectionIn ? (
                <Suspense fallback={loadingSection}>
                  <Outlet />
                </Suspense>
              ) : (
                loadingSection
              )}
            </div>
          </div>
        ) : (
          <NotForYourRole userId={user.id} />
        )
      }
    </Loadable>
  );
}
