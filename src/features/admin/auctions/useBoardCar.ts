import { useCallback } from 'react';
import { BOARD_CAR_PARAM } from '../../../paths';
import { useUrlState, type UrlCodec } from '../../../ui/useUrlState';

/** Car ids are UUIDs (contract §6.1); anything else in the URL is dropped. */
const CAR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const codec: UrlCodec<string | null> = {
  read: (params) => {
    const car = params.get(BOARD_CAR_PARAM) ?? '';
    return CAR_ID.test(car) ? car : null;
  },
  write: (car, base) => {
    const next = new URLSearchParams(base);
    if (car === null) next.delete(BOARD_CAR_PARAM);
    else next.set(BOARD_CAR_PARAM, car);
    return next;
  },
};

/**
 * The one car whose auction the board shows alone (`?car=`, `paths.boardAuctionOf`), as the refusal
 * to delete a seller links to it: the board lists by make and model, which several cars share, and
 * knows no registration number. Showing all again is a new history entry, so Back returns to it.
 */
export function useBoardCar() {
  const { state, set } = useUrlState(codec);
  const showAll = useCallback(() => set(() => null), [set]);
  return { car: state, showAll };
}
