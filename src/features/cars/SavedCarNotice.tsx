import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { CloseIcon } from '../../ui/icons/CloseIcon';
import { readSavedCar } from './savedCar';
import styles from './SavedCarNotice.module.css';

/**
 * After 'Save changes' on the edit-car page: the car page says the changes are saved, as the
 * profile confirms an added car (features/profile/AddedCarNotice.tsx). It takes the focus, so a
 * screen reader reads it. The router state is read once and dropped at once, so a reload or a Back
 * to this page says nothing again; the notice stays until it is hidden or the page is left.
 */
export function SavedCarNotice({ carId, name }: { carId: string; name: string }) {
  const { t } = useTranslation('cars');
  const location = useLocation();
  const navigate = useNavigate();
  const [shown, setShown] = useState(() => readSavedCar(location.state) === carId);
  const carried = readSavedCar(location.state) !== null;
  // Focused once, when it appears: not again on every render (a refetch of the car, say).
  const focusOnce = useCallback(
    (element: HTMLDivElement | null) => element?.focus({ preventScroll: true }),
    [],
  );

  useEffect(() => {
    if (carried)
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [carried, navigate, location.pathname, location.search]);

  if (!shown) return null;
  return (
    <div role="status" className={styles.notice} tabIndex={-1} ref={focusOnce}>
      <p className={styles.text}>{t('savedCar.message', { car: name })}</p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={t('savedCar.dismiss')}
        onClick={() => setShown(false)}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
