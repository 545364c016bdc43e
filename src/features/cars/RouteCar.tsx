import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { carQuery, type Car } from '../../api/cars';
import { Button } from '../../ui/Button';
import { useShowErrorOnFailure } from '../../ui/errorDialogContext';
import styles from './CarPages.module.css';

/**
 * The car of the route's `{id}`, for the car page and the edit-car page: a loading line first; on
 * failure the error dialog says why and the page keeps a retry button.
 */
export function RouteCar({ children }: { children: (car: Car) => ReactNode }) {
  const { t } = useTranslation('cars');
  const { id = '' } = useParams();
  const query = useQuery(carQuery(id));
  useShowErrorOnFailure(query.error);

  if (query.isPending) {
    return (
      <p role="status" className={styles.status}>
        {t('carPage.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <section className={styles.refusal} aria-labelledby="car-failed-title">
        <h1 id="car-failed-title">{t('carPage.loadFailed')}</h1>
        <p>{query.error.message}</p>
        <Button onClick={() => void query.refetch()}>{t('carPage.retry')}</Button>
      </section>
    );
  }
  return children(query.data);
}
