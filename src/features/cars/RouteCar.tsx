import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { carQuery, type Car } from '../../api/cars';
import { useShowErrorOnFailure } from '../../ui/errorDialogContext';
import { Loadable } from '../../ui/Loadable';
import { useHttp } from '../../api/http';

/**
 * The car of the route's `{id}`, for the car page and the edit-car page: a loading line first; on
 * failure the error dialog says why and the page keeps a retry button.
 */
export function RouteCar({ children }: { children: (car: Car) => ReactNode }) {
  const http = useHttp();
  const { t } = useTranslation('cars');
  const { id = '' } = useParams();
  const query = useQuery(carQuery(http, id));
  useShowErrorOnFailure(query.error);
  return (
    <Loadable query={query} loading={t('carPage.loading')} failed={t('carPage.loadFailed')} level="page">
      {children}
    </Loadable>
  );
}
