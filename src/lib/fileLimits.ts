import {
  LICENCE_EXTENSIONS,
  MULTIPART_OVERHEAD_RESERVE_BYTES,
  PHOTO_TYPES,
  PHOTO_UPLOAD_LIMIT_BYTES,
} from '../config';

const BYTES_PER_MEGABYTE = 1024 * 1024;

/** What the photos may add up to: the backend's 20 MB covers the whole request (contract §12 #18). */
export const PHOTO_BUDGET_BYTES = PHOTO_UPLOAD_LIMIT_BYTES - MULTIPART_OVERHEAD_RESERVE_BYTES;

interface Sized {
  size: number;
}

export const totalBytes = (files: readonly Sized[]): number =>
  files.reduce((sum, file) => sum + file.size, 0);

/** '1.50' for 1.5 MiB: the counter's 'x.xx MB' (spec §5). */
export const formatMegabytes = (bytes: number): string => (bytes / BYTES_PER_MEGABYTE).toFixed(2);

export const isPhoto = (file: { type: string }): boolean =>
  PHOTO_TYPES.some((type) => type === file.type.toLowerCase());

export interface PhotoAdmission<F> {
  accepted: F[];
  /** The first file that did not fit; adding stops there (spec §5). */
  skipped: F | null;
}

/**
 * Spec §5: non-photos are dropped silently; photos are taken in order until one would push the
 * total over the budget, which is reported and ends the adding.
 */
export function admitPhotos<F extends Sized & { type: string }>(
  usedBytes: number,
  incoming: readonly F[],
  budgetBytes = PHOTO_BUDGET_BYTES,
): PhotoAdmission<F> {
  const accepted: F[] = [];
  let used = usedBytes;
  for (const file of incoming.filter(isPhoto)) {
    if (used + file.size > budgetBytes) return { accepted, skipped: file };
    accepted.push(file);
    used += file.size;
  }
  return { accepted, skipped: null };
}

/** '.doc, .docx, .pdf': the list in the licence warning. */
export const licenceTypesList = (): string => LICENCE_EXTENSIONS.join(', ');

export const isLicence = (file: { name: string }): boolean => {
  const name = file.name.toLowerCase();
  return LICENCE_EXTENSIONS.some((extension) => name.endsWith(extension));
};

/** Spec §5: one file of another type rejects the whole selection. */
export const allLicences = (files: readonly { name: string }[]): boolean => files.every(isLicence);
