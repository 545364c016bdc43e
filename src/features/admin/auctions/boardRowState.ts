import { STRANDED_AFTER_MS } from '../../../config';
import type { BoardStatus } from '../../../api/operatorAuctions';
import { useHasPassed } from '../../../core/clock';

/**
 * Where an auction on the board stands beyond its status (contract §14.2):
 * - `endPassed`: paused, and its end has passed; only a restart with a new end opens it again;
 * - `stranded`: active, its end passed over STRANDED_AFTER_MS ago and no finish job has closed it
 *   (bids are refused, it never reaches Deals): the operator closes it;
 * - `ending`: active and its end has just passed: the finish job is about to run;
 * - `running`: everything else.
 */
export type BoardRowState = 'running' | 'ending' | 'endPassed' | 'stranded';

/** The row's state by the shared clock; the row is drawn again only when the state changes. */
export function useBoardRowState(endDateTime: string, listedAs: BoardStatus): BoardRowState {
  const end = Date.parse(endDateTime);
  const ended = useHasPassed(end);
  const longAgo = useHasPassed(end + STRANDED_AFTER_MS);
  if (Number.isNaN(end) || !ended || listedAs === 'Avsluttet') return 'running';
  if (listedAs === 'Deaktivert') return 'endPassed';
  return longAgo ? 'stranded' : 'ending';
}
