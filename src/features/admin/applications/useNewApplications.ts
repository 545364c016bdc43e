import { useEffect, useMemo, useState } from 'react';
import type { Car } from '../../../api/cars';
import { usePart } from '../../../core/appInstance';
import { sharedComputer } from '../../../core/sharedComputer';

/**
 * Which applications are new to this operator: not yet listed for them in this browser. The
 * backend keeps no time of a car and no order (contract §14.3), so "new" is what the operator has
 * not seen, which is also what they need to know. The ids listed are kept per operator in
 * localStorage (`seenApplications:<operatorId>`, the ids of the queue as last listed, at most
 * MAX_REMEMBERED; nothing on a shared computer); the first visit sets the baseline, so nothing is new then. What is new when
 * the screen opens stays new while it is open; a car that arrives while it is open is new too.
 */
export const seenApplicationsKey = (operatorId: string) => `seenApplications:${operatorId}`;

const MAX_REMEMBERED = 5000;

/** The ids stored, or null when none are (the first visit) or the value is unreadable. */
function readSeen(operatorId: string): ReadonlySet<string> | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(seenApplicationsKey(operatorId)) ?? 'null');
    return Array.isArray(value) ? new Set(value.filter((id) => typeof id === 'string')) : null;
  } catch {
    return null;
  }
}

function writeSeen(operatorId: string, cars: readonly Car[]): void {
  try {
    const ids = cars.slice(0, MAX_REMEMBERED).map(({ id }) => id);
    localStorage.setItem(seenApplicationsKey(operatorId), JSON.stringify(ids));
  } catch {
    // Storage full or refused: nothing is remembered, and the next visit starts a new baseline.
  }
}

export function useNewApplications(
  operatorId: string | null,
  cars: readonly Car[] | undefined,
): ReadonlySet<string> {
  const [seen, setSeen] = useState(() => (operatorId ? readSeen(operatorId) : null));
  // The first visit's baseline is the queue as first listed (state set while rendering, React's
  // way to derive it from a prop once).
  if (seen === null && cars) setSeen(new Set(cars.map(({ id }) => id)));
  // On a shared computer nothing is written (core/sharedComputer): every visit is a first one.
  const shared = usePart(sharedComputer);
  useEffect(() => {
    if (operatorId && cars && !shared.on()) writeSeen(operatorId, cars);
  }, [operatorId, cars, shared]);
  return useMemo(() => {
    if (seen === null || !cars) return new Set<string>();
    return new Set(cars.filter(({ id }) => !seen.has(id)).map(({ id }) => id));
  }, [seen, cars]);
}
