import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { readAddedCar } from '../../product/addedCar';
import { paths } from '../../paths';
import { CloseIcon } from '../../ui/icons/CloseIcon';
import styles from './AddedCarNotice.module.css';

/**
 * After 'Add car' (spec §2 lands on the profile): which car was added, and a link straight to it,
 * since the list pages in the backend's order and the new car is often not on the first page.
 * It takes the focus, so a screen reader reads it and the link is the next stop.
 */
export function AddedCarNotice() {
  const { t } = useTranslation('profile');
  const location = useLocation();
  const navigate = useNavigate();
  const car = readAddedCar(location.state);
  if (!car) return null;

  const name = `${car.make} ${car.model}`;
  // Dropping the state also keeps the notice from coming back on reload or on Back.
  const dismiss = () =>
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });

  return (
    <div
      role="status"
      className={styles.notice}
      tabIndex={-1}
      ref={(element) => element?.focus({ preventScroll: true })}
    >
      <p className={styles.text}>
        {t('addedCar.message', { car: name, registrationNumber: car.registrationNumber })}
      </p>
      <Link to={paths.car(car.id)} className={styles.link}>
        {t('addedCar.open', { car: name })}
      </Link>
      <button type="button" className={styles.dismiss} aria-label={t('addedCar.dismiss')} onClick={dismiss}>
        <CloseIcon />
      </button>
    </div>
  );
}
