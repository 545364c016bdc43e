import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { carKeys, deleteCar, type Car } from '../../../api/cars';
import { useHttp } from '../../../api/http';
import { PROBES_PER_STEP, unreadableCarsQuery } from '../../../api/operatorCars';
import { operatorUsersKey, type ListedUser } from '../../../api/operatorUsers';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useShowError } from '../../../ui/errorDialogContext';
import { PhoneLink } from '../shared/ContactLinks';
import styles from './UnreadableApplications.module.css';
import { isOneTimeSeller } from '../../../rules/roles';

interface UnreadableApplicationsProps {
  /** How many applications the backend failed to read. */
  count: number;
  /** The applications it could read. */
  cars: readonly Car[];
  users: readonly ListedUser[] | undefined;
  onResult: (text: string) => void;
}

/**
 * The applications the backend cannot read, named as far as production lets anyone (contract
 * §14.3): a quick submission whose road-authority lookup has not finished has no gearbox, and
 * `CarResponseMapper` throws for every read of it. No read reaches it, and a full `PUT /cars` would
 * delete its photos (nobody can list them, `compareAndDeleteImages`), so the one way out is
 * `DELETE /cars/{id}`, which needs no read: its one-time seller's `carId` gives the id, and its
 * name and phone let the operator ask the seller to send the car again.
 */
export function UnreadableApplications({ count, cars, users, onResult }: UnreadableApplicationsProps) {
  const http = useHttp();
  const { t } = useTranslation('admin');
  const titleId = useId();
  const readable = useMemo(() => new Set(cars.map(({ id }) => id)), [cars]);
  const sellers = useMemo(
    () =>
      (users ?? []).filter(
        (user): user is ListedUser & { carId: string } =>
          isOneTimeSeller(user.role) && !!user.carId && !readable.has(user.carId),
      ),
    [users, readable],
  );
  // Each car once, the newest sellers first: the users' table keeps no order (no ORDER BY), but new
  // rows tend to come last, and a stuck lookup is a recent quick submission. Only an order to
  // read them in: the console reads PROBES_PER_STEP at a time, and the operator may ask for more.
  const candidates = useMemo(() => [...new Set(sellers.map(({ carId }) => carId))].reverse(), [sellers]);
  const [steps, setSteps] = useState(1);
  const probes = useQueries({
    queries: Array.from({ length: steps }, (_, step) => ({
      ...unreadableCarsQuery(
        http,
        candidates.slice(step * PROBES_PER_STEP, (step + 1) * PROBES_PER_STEP),
        count,
      ),
      enabled: users !== undefined,
    })),
  });
  const found = new Set(probes.flatMap((probe) => probe.data ?? []));
  const pending = probes.some((probe) => probe.isPending);
  const failed = probes.some((probe) => probe.isError);
  const checked = Math.min(steps * PROBES_PER_STEP, candidates.length);
  const stuck = sellers.filter(({ carId }) => found.has(carId));
  const searched = !pending && !failed && stuck.length < count;
  return (
    <section className={styles.notice} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('applications.unreadable.title', { count })}
      </h2>
      <p>{t('applications.unreadable.what', { count })}</p>
      <p>{t('applications.unreadable.wait')}</p>
      {pending && <p role="status">{t('applications.unreadable.finding')}</p>}
      {failed && <p>{t('applications.unreadable.findFailed')}</p>}
      {searched && checked === candidates.length && stuck.length === 0 && (
        <p>{t('applications.unreadable.notFound')}</p>
      )}
      {searched && checked < candidates.length && (
        <div className={styles.more}>
          <p>{t('applications.unreadable.notYetFound', { checked, count: candidates.length })}</p>
          <Button variant="secondary" onClick={() => setSteps((current) => current + 1)}>
            {t('applications.unreadable.checkMore', {
              count: Math.min(PROBES_PER_STEP, candidates.length - checked),
            })}
          </Button>
        </div>
      )}
      {stuck.length > 0 && (
        <>
          <p>{t('applications.unreadable.todo')}</p>
          <ul className={styles.list}>
            {stuck.map((seller) => (
              <StuckApplication key={seller.carId} seller={seller} onResult={onResult} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function StuckApplication({
  seller,
  onResult,
}: {
  seller: ListedUser & { carId: string };
  onResult: (text: string) => void;
}) {
  const http = useHttp();
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const showError = useShowError();
  const [confirming, setConfirming] = useState(false);
  const name = seller.name;
  const remove = useMutation({
    mutationFn: () => deleteCar(http, seller.carId),
    onSuccess: async () => {
      setConfirming(false);
      onResult(t('applications.unreadable.deleted', { name }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: carKeys.all }),
        queryClient.invalidateQueries({ queryKey: operatorUsersKey }),
      ]);
    },
    onError: (error) => {
      setConfirming(false);
      showError(error);
    },
  });
  return (
    <li className={styles.item}>
      <p>
        {t('applications.unreadable.sentBy', { name })} <PhoneLink phoneNumber={seller.phoneNumber} />
      </p>
      <Button
        variant="danger"
        onClick={() => setConfirming(true)}
        aria-label={t('applications.unreadable.deleteFor', { name })}
      >
        {t('applications.unreadable.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('applications.unreadable.deleteTitle', { name })}
        message={t('applications.unreadable.deleteMessage', { name })}
        confirmLabel={t('applications.unreadable.deleteConfirm')}
        danger
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
