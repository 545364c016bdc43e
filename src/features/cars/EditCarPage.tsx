import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { carKeys, readBeforeUpdate, updateCar, type Car } from '../../api/cars';
import { useSendOnce } from '../../product/useSendOnce';
import { paths } from '../../paths';
import { useSession } from '../../session/useSession';
import { useUpload } from '../../ui/useUpload';
import { buttonClassName } from '../../ui/Button';
import { CarForm } from './CarForm';
import { carFormValues, isCarLocked, toCarData, type CarFormOutput } from './carFormSchema';
import { RouteCar } from './RouteCar';
import { savedCarState } from './savedCar';
import { useCarForm } from './useCarForm';
import styles from './CarPages.module.css';
import { useHttp } from '../../api/http';
import { draftKeys } from '../../product/draftKeys';

/** /car/{id}/edit: the owner edits a car that is not on auction or sold (spec §2, §4). */
export function EditCarPage() {
  return <RouteCar>{(car) => <EditCar car={car} />}</RouteCar>;
}

function EditCar({ car }: { car: Car }) {
  const { t } = useTranslation('cars');
  const { userId } = useSession();
  const refusal =
    car.ownerId !== userId ? t('form.notOwner') : isCarLocked(car) ? t('form.notEditable') : null;

  return (
    <section className={styles.page} aria-labelledby="edit-car-title">
      <h1 id="edit-car-title">
        {t('form.editTitle')}: {car.make} {car.model}
      </h1>
      {refusal ? (
        <>
          <p role="alert" className={styles.refusal}>
            {refusal}
          </p>
          <Link to={paths.car(car.id)} className={buttonClassName('secondary')}>
            {t('form.backToCar')}
          </Link>
        </>
      ) : (
        <EditCarForm key={car.id} car={car} />
      )}
    </section>
  );
}

/**
 * The form keeps a draft of the changes until they are saved. A send again after no answer needs
 * no check: an update sent twice leaves the car as one would (contract §6.4, update semantics).
 */
function EditCarForm({ car }: { car: Car }) {
  const http = useHttp();
  const { t } = useTranslation('cars');
  const { userId } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const upload = useUpload();
  const [initialValues] = useState(() => carFormValues(car));
  const state = useCarForm(initialValues, draftKeys.editCar(car.id), userId);
  const save = useSendOnce({
    draft: state.draft,
    // The owner in the body must be the caller (contract §6.4). imagePaths lists the photos to
    // keep: every photo the car has now but those removed here (a photo added from another tab or
    // by an operator since this page was read stays, contract §14.2).
    send: async (edited: CarFormOutput) => {
      const { imagePaths } = await readBeforeUpdate(http, car.id, edited.removedImages);
      return upload.run((watch) =>
        updateCar(
          http,
          { ...toCarData(edited, car.ownerId ?? ''), id: car.id, imagePaths },
          edited.photos,
          watch,
        ),
      );
    },
    onSuccess: async () => {
      state.draft.clear();
      // 200 empty: the saved car is fetched again.
      await queryClient.invalidateQueries({ queryKey: carKeys.all });
      await navigate(paths.car(car.id), { state: savedCarState(car.id) });
    },
  });
  return (
    <CarForm
      initialValues={initialValues}
      state={state}
      submitLabel={t('form.submitEdit')}
      save={save}
      upload={upload}
    />
  );
}
