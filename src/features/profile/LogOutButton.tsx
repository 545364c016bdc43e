import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { deleteDraftsOf } from '../../core/formDrafts';
import { paths } from '../../paths';
import { Button } from '../../ui/Button';
import { useSessionStore } from '../../session/useSession';

/**
 * Goes to the landing page and clears the session once this page has left the screen: cleared
 * while the guarded page still shows (a navigation may wait for the landing texts), the guard would
 * open the login dialog. The user's form drafts go with it (core/formDrafts): nothing personal
 * stays on the device after a logout.
 */
export function useLogOut(): () => void {
  const sessionStore = useSessionStore();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const leaving = useRef(false);
  useEffect(
    () => () => {
      if (!leaving.current) return;
      const { userId } = sessionStore.current();
      if (userId !== null) void deleteDraftsOf(userId);
      sessionStore.clear();
      queryClient.clear();
    },
    [sessionStore, queryClient],
  );
  return useCallback(() => {
    leaving.current = true;
    void navigate(paths.home());
  }, [navigate]);
}

export function LogOutButton() {
  const { t } = useTranslation('profile');
  const logOut = useLogOut();
  return (
    <Button variant="secondary" onClick={logOut}>
      {t('account.logOut')}
    </Button>
  );
}
