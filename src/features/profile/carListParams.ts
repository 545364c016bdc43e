import { CAR_STATUSES } from '../../config';
import type { CarStatus } from '../../api/cars';
import { readPage, withPage } from '../../lib/pageParam';

/** The list's state lives in the page URL (?status=Auksjon&page=1), so reload and back keep it. */
export interface CarListParams {
  status: CarStatus | undefined;
  page: number;
}

const isCarStatus = (value: string | null): value is CarStatus =>
  value !== null && (CAR_STATUSES as readonly string[]).includes(value);

export function readCarListParams(search: URLSearchParams): CarListParams {
  const status = search.get('status');
  return { status: isCarStatus(status) ? status : undefined, page: readPage(search) };
}

/** A copy of `search` with the list's parameters set; the first page and 'all' are left out. */
export function writeCarListParams(
  search: URLSearchParams,
  { status, page }: CarListParams,
): URLSearchParams {
  const next = withPage(search, page);
  if (status === undefined) next.delete('status');
  else next.set('status', status);
  return next;
}
