import { CAR_STATUSES } from '../../config';
import type { CarStatus } from '../../api/cars';
import { readListParams, writeListParams, type ListParams } from './listParams';

/** The seller's car list in the page URL (?status=Auksjon&page=1); no status means all. */
export type CarListParams = ListParams<CarStatus>;

export const readCarListParams = (search: URLSearchParams): CarListParams =>
  readListParams(search, CAR_STATUSES);

export const writeCarListParams = (search: URLSearchParams, params: CarListParams): URLSearchParams =>
  writeListParams(search, params);
