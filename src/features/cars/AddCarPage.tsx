import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { addCar, carExists, carKeys, carQuery } from '../../api/cars';
import { addedCarState } from '../../product/addedCar';
import { useSendOnce } from '../../product/useSendOnce';
import { paths } from '../../paths';
import { useSession } from '../../session/useSession';
import { useUpload } from '../../ui/useUpload';
import { buttonClassName } from '../../ui/Button';
import { CarForm } from './CarForm';
import { carFormValues, toCarData, type CarFormOutput } from './carFormSchema';
import { SellersOnly } from './SellersOnly';
import { useCarForm } from './useCarForm';
import styles from './CarPages.module.css';
import { useHttp } from '../../api/http';
import { draftKeys } from '../../product/draftKeys';

const initialValues = carFormValues();

/**
 * /user/{id}/add-car: a seller adds a car to their own profile (spec §2). The form keeps a draft
 * until the car is added; a send that got no answer is sent again only if the car did not arrive
 * (`GET /cars/exists`, contract §6.3).
 */
export function AddCarPage() {
  const http = useHttp();
  const { t } = useTranslation('cars');
  const { id = '' } = useParams();
  const { userId } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const upload = useUpload();
  const state = useCarForm(initialValues, draftKeys.addCar, userId);
  const save = useSendOnce({
    draft: state.draft,
    send: (car: CarFormOutput) => upload.run((watch) => addCar(http, toCarData(car, id), car.photos, watch)),
    arrived: (car: CarFormOutput) => carExists(http, car.registrationNumber),
    // The backend pages in database order, so the new car is often not on the list's first page:
    // the profile confirms it by name and links to it (the answer is the stored car, contract §6.4).
    // A car found to have arrived earlier has no answer to show: this page says so.
    onSuccess: async (outcome) => {
      state.draft.clear();
      await queryClient.invalidateQueries({ queryKey: carKeys.all });
      // The stored car, for the profile to show first (features/profile/OwnCars).
      if (!outcome.arrived)
        queryClient.setQueryData(carQuery(http, outcome.result.id).queryKey, outcome.result);
      if (!outcome.arrived) await navigate(paths.user(id), { state: addedCarState(outcome.result) });
    },
  });

  return (
    <SellersOnly>
      <section className={styles.page} aria-labelledby="add-car-title">
        <h1 id="add-car-title">{t('form.addTitle')}</h1>
        {save.data?.arrived ? (
          <div role="status" className={styles.arrived}>
            <p>{t('form.arrived')}</p>
            <Link to={paths.user(id)} className={buttonClassName()}>
              {t('form.toProfile')}
            </Link>
          </div>
        ) : id === userId ? (
          <CarForm
            initialValues={initialValues}
            state={state}
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
