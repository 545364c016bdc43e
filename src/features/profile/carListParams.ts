import { CAR_STATUSES, FIRST_PAGE } from '../../config';
import type { CarStatus } from '../../api/cars';

/** The list's state lives in the page URL (?status=Auksjon&page=1), so reload and back keep it. */
export interface CarListParams {
  status: CarStatus | undefined;
  page: number;
}

const isCarStatus = (value: string | null): value is CarStatus =>
  value !== null && (CAR_STATUSES as readonly string[]).includes(value);

export function readCarListParams(search: URLSearchParams): CarListParams {
  const status = search.get('status');
  const page = Number(search.get('page'));
  return {
    status: isCarStatus(status) ? status : undefined,
    page: Number.isSafeInteger(page) && page > FIRST_PAGE ? page : FIRST_PAGE,
  };
}

/** A copy of `search` with the list's parameters set; the first page and 'all' are left out. */
export function writeCarListParams(
  search: URLSearchParams,
  { status, page }: CarListParams,
): URLSearchParams {
  const next = new URLSearchParams(search);
  if (status === undefined) next.delete('status');
  else next.set('status', status);
  if (page === FIRST_PAGE) next.delete('page');
  else next.set('page', String(page));
  return next;
}
