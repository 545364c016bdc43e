import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import styles from './CarPages.module.css';

/** What stays on the page when a car cannot be loaded (the error dialog says why). */
export function CarLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('cars');
  return (
    <section className={styles.refusal} aria-labelledby="car-failed-title">
      <h1 id="car-failed-title">{t('carPage.loadFailed')}</h1>
      <p>{message}</p>
      <Button onClick={onRetry}>{t('carPage.retry')}</Button>
    </section>
  );
}
