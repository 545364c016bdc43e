import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { addCarImages, carKeys, readBeforeUpdate, updateCar, type Car } from '../../api/cars';
import { useSendOnce } from '../../product/useSendOnce';
import { paths } from '../../paths';
import { useSession } from '../../session/useSession';
import { useUpload } from '../../ui/useUpload';
import { buttonClassName } from '../../ui/Button';
import { FormRefusal } from '../../ui/form/formMessage';
import { MergeChoices } from '../../ui/form/MergeChoices';
import { useMergeOnSave } from '../../ui/form/useMergeOnSave';
import { CarForm } from './CarForm';
import {
  carFieldNames,
  carFormSchema,
  carFormValues,
  isCarLocked,
  toCarData,
  type CarFormField,
  type CarFormOutput,
} from './carFormSchema';
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
 * The form keeps a draft of the changes until they are saved. A send again after no answer asks
 * nothing: an update sent twice leaves the car as one would (contract §6.4, update semantics), but
 * new photos whose `add-images` got no answer may land twice (the form then lists both). The save is merged with the car as it is when sent (ui/form/useMergeOnSave, contract §14.13):
 * the new photos go first (`add-images`), then the car is read again and the PUT follows at once,
 * so nothing changed elsewhere meanwhile, a photo included, is undone.
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
  const { form } = state;
  const merge = useMergeOnSave(form, carFormSchema, initialValues, carFieldNames);
  const save = useSendOnce({
    draft: state.draft,
    // The checked form starts the send; what goes is the form merged with the car as read now.
    send: async (_checked: CarFormOutput) => {
      const photos = form.getValues('photos');
      if (photos.length > 0) {
        await upload.run((watch) => addCarImages(http, car.id, photos, watch));
        // They are the car's now: the read below lists them, and a send again must not add them twice.
        form.setValue('photos', []);
      }
      // imagePaths lists the photos to keep: every photo the car has now but those removed here
      // (production deletes every stored photo the body leaves out, contract §14.2).
      const { current, imagePaths } = await readBeforeUpdate(http, car.id, form.getValues('removedImages'));
      form.setValue('keptImages', imagePaths);
      if (isCarLocked(current)) throw new FormRefusal({ key: 'cars:form.notEditable' });
      const edited = merge.mergeWith(carFormValues(current));
      // The owner in the body must be the caller (contract §6.4).
      await updateCar(http, { ...toCarData(edited, car.ownerId ?? ''), id: car.id, imagePaths }, []);
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
      choices={<MergeChoices merge={merge} labelOf={(field) => t(`form.${field as CarFormField}`)} />}
    />
  );
}
