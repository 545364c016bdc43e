import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { auctionByCarQuery, fetchAuctionByCar, type Auction } from '../../../api/auctions';
import { carKeys, fetchCar, type Car } from '../../../api/cars';
import { boardKey, startAuction } from '../../../api/operatorAuctions';
import { applicationsQuery } from '../../../api/operatorCars';
import { MAX_AMOUNT } from '../../../fieldValues';
import { formatMoney } from '../../../lib/money';
import { Dialog } from '../../../ui/Dialog';
import { FormRefusal } from '../../../ui/form/formMessage';
import { useZodForm } from '../../../ui/form/useZodForm';
import { AuctionTermsForm } from '../shared/AuctionTermsForm';
import {
  auctionTermsSchema,
  endDateTimeOf,
  termsInput,
  type AuctionTermsValues,
} from '../shared/auctionTermsSchema';
import { suggestedEnd } from '../shared/suggestedEnd';
import { auctionSnapshot } from './startBlockers';
import styles from '../shared/DialogForm.module.css';
import { useHttp } from '../../../api/http';

/** A started auction and the car it sells: what the operator tells the seller (the backend does not). */
export interface StartedAuction {
  car: Car;
  auction: Auction;
}

interface StartAuctionDialogProps {
  car: Car;
  open: boolean;
  onClose: () => void;
  onStarted: (started: StartedAuction) => void;
}

/** A suggested minimal step: 1 % of the expected price, at least 500 (never 0, contract §14.2). */
const suggestedStep = (expectedPrice: number | null) =>
  Math.max(500, Math.round((expectedPrice ?? 0) / 100 / 100) * 100);

/**
 * Start an auction from an application. The car is read again first, since the backend checks
 * neither that it exists nor that it is in review (contract §14.2); its snapshot (make and model,
 * model year, first photo) must be whole, or production refuses the start with a 400. With no
 * expected price from the seller, the starting price is asked for, never 0 by accident. The answer
 * carries no id: the auction is read back by car, and the operator is shown whom to tell.
 */
export function StartAuctionDialog({ car, open, onClose, onStarted }: StartAuctionDialogProps) {
  const http = useHttp();
  const { t } = useTranslation('admin');
  const expected = car.expectedPrice ? car.expectedPrice : null;
  const form = useZodForm(
    auctionTermsSchema('newRun'),
    termsInput(expected, suggestedStep(expected), suggestedEnd()),
  );
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: async (terms: AuctionTermsValues) => {
      const current = await fetchCar(http, car.id);
      if (current.status !== 'Vurdering') throw new FormRefusal({ key: 'admin:start.notInReview' });
      const readiness = auctionSnapshot(current);
      if ('lacks' in readiness) throw new FormRefusal({ key: 'admin:start.incomplete' });
      // The car's price is a Java Integer, the auction's a DECIMAL(10, 2): a price the car could store
      // would fail the start with 409 "Could not perform save." (contract §14.11).
      const expectedPrice = current.expectedPrice ?? 0;
      if (expectedPrice > MAX_AMOUNT)
        throw new FormRefusal({
          key: 'admin:start.expectedPriceTooLarge',
          values: { amount: formatMoney(expectedPrice) },
        });
      await startAuction(http, {
        carId: current.id,
        startingPrice: terms.startingPrice,
        minimalStep: terms.minimalStep,
        expectedPrice,
        endDateTime: endDateTimeOf(terms),
        ...readiness.snapshot,
      });
      return { car: current, auction: await fetchAuctionByCar(http, current.id) };
    },
    onSuccess: async (started) => {
      queryClient.setQueryData(auctionByCarQuery(http, car.id).queryKey, started.auction);
      // The backend marks the car `Auksjon` a moment later (an event, contract §7.7): a queue read
      // now would still list it and invite a second start. It leaves the queue here; the queue is
      // read again when it is next shown.
      queryClient.setQueryData(
        applicationsQuery(http).queryKey,
        (queue) => queue && { ...queue, cars: queue.cars.filter(({ id }) => id !== car.id) },
      );
      onStarted(started);
      onClose();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: carKeys.all, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: boardKey }),
      ]);
    },
  });
  return (
    <Dialog open={open} onClose={onClose} title={t('start.title', { name: car.registrationNumber })}>
      <AuctionTermsForm
        form={form}
        write={start}
        notes={<p className={styles.note}>{t('start.note')}</p>}
        submitLabel={t('start.submit')}
        onCancel={onClose}
      />
    </Dialog>
  );
}
