import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { addCar, carKeys } from '../../api/cars';
import { addedCarState } from '../../domain/addedCar';
import { paths } from '../../paths';
import { useSession } from '../../session/useSession';
import { useUpload } from '../../ui/useUpload';
import { CarForm } from './CarForm';
import { carFormValues, toCarData, type CarFormOutput } from './carFormSchema';
import { SellersOnly } from './SellersOnly';
import styles from './CarPages.module.css';

/** /user/{id}/add-car: a seller adds a car to their own profile (spec §2). */
export function AddCarPage() {
  const { t } = useTranslation('cars');
  const { id = '' } = useParams();
  const { userId } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const upload = useUpload();
  const save = useMutation({
    mutationFn: (car: CarFormOutput) => upload.run((watch) => addCar(toCarData(car, id), car.photos, watch)),
    // The backend pages in database order, so the new car is often not on the list's first page:
    // the profile confirms it by name and links to it (the answer is the stored car, contract §6.4).
    onSuccess: async (car) => {
      await queryClient.invalidateQueries({ queryKey: carKeys.all });
      await navigate(paths.user(id), { state: addedCarState(car) });
    },
  });

  return (
    <SellersOnly>
      <section className={styles.page} aria-labelledby="add-car-title">
        <h1 id="add-car-title">{t('form.addTitle')}</h1>
        {id === userId ? (
          <CarForm
            initialValues={carFormValues()}
            submitLabel={t('form.submitAdd')}
            save={save}
            upload={upload}
          />
        ) : (
          <p role="alert" className={styles.refusal}>
            {t('form.notYourProfile')}
          </p>
        )}
      </section>
    </SellersOnly>
  );
}
