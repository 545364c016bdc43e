import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { carKeys, carQuery, type Car } from '../../api/cars';
import { paths } from '../../paths';
import { knownMakeModel } from '../../rules/carFacts';
import { formatMoney } from '../../lib/money';
import { useSession } from '../../session/useSession';
import { Button, buttonClassName } from '../../ui/Button';
import { CarSpecificationPanel } from '../../product/CarSpecificationPanel';
import { CarStatusPill } from '../../product/CarStatusPill';
import { SaleResult } from '../../product/SaleResult';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useShowError } from '../../ui/errorDialogContext';
import { Gallery } from '../../product/Gallery';
import { isCarLocked } from './carFormSchema';
import { deleteOwnCar } from './deleteOwnCar';
import { RouteCar } from './RouteCar';
import { SavedCarNotice } from './SavedCarNotice';
import styles from './CarPage.module.css';
import { useHttp } from '../../api/http';

/**
 * /car/{id}: photos, details and status; the owner edits or deletes here (spec §2), and is told here
 * that an edit was saved.
 */
export function CarPage() {
  return <RouteCar>{(car) => <CarDetails car={car} />}</RouteCar>;
}

function CarDetails({ car }: { car: Car }) {
  const { userId } = useSession();
  // A failed road-authority lookup's N/A is no name (contract §14.3): the registration number is.
  const name = knownMakeModel(car.make, car.model) ?? car.registrationNumber;
  const isOwner = userId !== null && car.ownerId === userId;

  return (
    <article className={styles.page} aria-labelledby="car-title">
      <header className={styles.header}>
        <h1 id="car-title" className={styles.title}>
          {name}
        </h1>
        <CarStatusPill car={car} size="large" />
        {car.status === 'Solgt' && <SaleResult carId={car.id} withLink />}
      </header>
      <SavedCarNotice carId={car.id} name={name} />
      <div className={styles.columns}>
        <div className={styles.media}>
          <Gallery key={car.id} images={car.imagePaths} name={name} />
          {isOwner && <OwnerActions car={car} userId={userId} />}
        </div>
        <CarSpecificationPanel car={car} />
      </div>
    </article>
  );
}

function OwnerActions({ car, userId }: { car: Car; userId: string }) {
  const http = useHttp();
  const { t } = useTranslation('cars');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showError = useShowError();
  const [confirming, setConfirming] = useState(false);
  const [refused, setRefused] = useState(false);
  const mutation = useMutation({
    mutationFn: () => deleteOwnCar(http, car.id),
    onSuccess: async (result) => {
      if (result === 'locked') {
        // The page was stale: say so, and show the car as it is now (locked, with its auction).
        setConfirming(false);
        setRefused(true);
        await queryClient.invalidateQueries({ queryKey: carKeys.all });
        return;
      }
      queryClient.removeQueries({ queryKey: carQuery(http, car.id).queryKey });
      await queryClient.invalidateQueries({ queryKey: carKeys.all });
      await navigate(paths.user(userId));
    },
    onError: (error) => {
      setConfirming(false);
      showError(error);
    },
  });

  return (
    <section className={styles.owner} aria-label={t('carPage.ownerActions')}>
      {car.expectedPrice !== null && car.expectedPrice !== undefined && (
        <p className={styles.price}>
          {t('carPage.expectedPrice', { price: formatMoney(car.expectedPrice) })}
        </p>
      )}
      {refused && (
        <p role="alert" className={styles.note}>
          {t('carPage.deleteRefused')}
        </p>
      )}
      {isCarLocked(car) ? (
        <>
          <p className={styles.note}>{t('carPage.lockedNote')}</p>
          {car.status === 'Auksjon' && (
            <Link to={paths.auction(car.id)} className={buttonClassName('primary')}>
              {t('carPage.toAuction')}
            </Link>
          )}
        </>
      ) : (
        <div className={styles.actions}>
          <Link to={paths.editCar(car.id)} className={buttonClassName('primary')}>
            {t('carPage.edit')}
          </Link>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('carPage.delete')}
          </Button>
        </div>
      )}
      <Link to={paths.user(userId)} className={buttonClassName('ghost')}>
        {t('carPage.backToProfile')}
      </Link>
      <ConfirmDialog
        open={confirming}
        title={t('carPage.deleteTitle')}
        message={t('carPage.deleteMessage')}
        confirmLabel={t('carPage.deleteConfirm')}
        danger
        busy={mutation.isPending}
        onConfirm={() => mutation.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
