import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { auctionByCarQuery, fetchAuctionByCar } from '../../../api/auctions';
import { fetchCar, type Car } from '../../../api/cars';
import { startAuction } from '../../../api/operatorAuctions';
import { knownMakeModel, modelYearOf } from '../../../lib/carFacts';
import { paths } from '../../../paths';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { ErrorBox } from '../../../ui/ErrorBox';
import { Form } from '../../../ui/form/Form';
import { FormRefusal, messageOfFailure } from '../../../ui/form/formMessage';
import { useZodForm } from '../../../ui/form/useZodForm';
import { AuctionTermsFields } from '../shared/AuctionTermsFields';
import {
  auctionTermsSchema,
  endDateTimeOf,
  termsInput,
  type AuctionTermsValues,
} from '../shared/auctionTermsSchema';
import styles from '../shared/DialogForm.module.css';
import { carKeys } from '../../../api/cars';
import { boardKey } from '../../../api/operatorAuctions';

interface StartAuctionDialogProps {
  car: Car;
  open: boolean;
  onClose: () => void;
}

/** A suggested minimal step: 1 % of the expected price, at least 500 (never 0, contract §14.2). */
const suggestedStep = (expectedPrice: number) => Math.max(500, Math.round(expectedPrice / 100 / 100) * 100);

/**
 * Issue 23 item 2: start an auction from an application. The car is read again first, since the
 * backend checks neither that it exists nor that it is in review (contract §14.2); the snapshot
 * (make and model, model year, first photo) comes from it. The answer carries no id: the auction
 * is read back by car and opened.
 */
export function StartAuctionDialog({ car, open, onClose }: StartAuctionDialogProps) {
  const { t } = useTranslation('admin');
  const expected = car.expectedPrice ?? 0;
  const form = useZodForm(auctionTermsSchema, termsInput(expected, suggestedStep(expected), null));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: async (terms: AuctionTermsValues) => {
      const current = await fetchCar(car.id);
      if (current.status !== 'Vurdering') throw new FormRefusal({ key: 'admin:start.notInReview' });
      const makeModel = knownMakeModel(current.make, current.model);
      if (makeModel === null) throw new FormRefusal({ key: 'admin:start.makeModelMissing' });
      await startAuction({
        carId: current.id,
        startingPrice: terms.startingPrice,
        minimalStep: terms.minimalStep,
        expectedPrice: current.expectedPrice ?? 0,
        endDateTime: endDateTimeOf(terms),
        thumbnailImageUrl: current.imagePaths[0] ?? '',
        makeModel,
        modelYear: modelYearOf(current.firstTimeRegisteredInNorway) ?? '',
      });
      return fetchAuctionByCar(current.id);
    },
    onSuccess: async (auction) => {
      queryClient.setQueryData(auctionByCarQuery(car.id).queryKey, auction);
      await queryClient.invalidateQueries({ queryKey: carKeys.all });
      await queryClient.invalidateQueries({ queryKey: boardKey });
      void navigate(paths.auction(car.id));
    },
  });
  return (
    <Dialog open={open} onClose={onClose} title={t('start.title', { name: car.registrationNumber })}>
      <Form form={form} onValid={start.mutate} busy={start.isPending} className={styles.form}>
        <p className={styles.note}>{t('start.note')}</p>
        <AuctionTermsFields form={form} />
        <ErrorBox message={messageOfFailure(start.error)} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" disabled={start.isPending} aria-busy={start.isPending}>
            {t('start.submit')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
