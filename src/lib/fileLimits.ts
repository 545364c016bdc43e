import { MULTIPART_OVERHEAD_RESERVE_BYTES, PHOTO_UPLOAD_LIMIT_BYTES } from '../config';
import { LICENCE_EXTENSIONS, PHOTO_TYPES } from '../fieldValues';

const BYTES_PER_MEGABYTE = 1024 * 1024;

/**
 * What the files of one request (photos, or licences) may add up to: the backend's 20 MB covers
 * the whole request (contract §12 #18).
 */
export const PHOTO_BUDGET_BYTES = PHOTO_UPLOAD_LIMIT_BYTES - MULTIPART_OVERHEAD_RESERVE_BYTES;

interface Sized {
  size: number;
}

export const totalBytes = (files: readonly Sized[]): number =>
  files.reduce((sum, file) => sum + file.size, 0);

/** Memoised per locale, the same for every app instance (docs/state.md). */
const megabyteFormats = new Map<string, Intl.NumberFormat>();

/**
 * The counter's 'x.xx MB' (spec §5) as the language writes it: '1,50' for 1.5 MiB in Norwegian
 * (nb-NO), '1.50' in English (issue 30). One formatter per locale, made on first use.
 */
export function formatMegabytes(bytes: number, locale: string): string {
  let format = megabyteFormats.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    megabyteFormats.set(locale, format);
  }
  return format.format(bytes / BYTES_PER_MEGABYTE);
}

export const isPhoto = (file: { type: string }): boolean =>
  PHOTO_TYPES.some((type) => type === file.type.toLowerCase());

export interface Admission<F> {
  accepted: F[];
  /** The first file that did not fit; adding stops there (spec §5). */
  skipped: F | null;
}

/** Files are taken in order until one would push the total over the budget; adding stops there. */
export function admitWithinBudget<F extends Sized>(
  usedBytes: number,
  incoming: readonly F[],
  budgetBytes = PHOTO_BUDGET_BYTES,
): Admission<F> {
  const accepted: F[] = [];
  let used = usedBytes;
  for (const file of incoming) {
    if (used + file.size > budgetBytes) return { accepted, skipped: file };
    accepted.push(file);
    used += file.size;
  }
  return { accepted, skipped: null };
}

/** Spec §5: non-photos are dropped silently; the photos are admitted within the budget. */
export const admitPhotos = <F extends Sized & { type: string }>(
  usedBytes: number,
  incoming: readonly F[],
  budgetBytes = PHOTO_BUDGET_BYTES,
): Admission<F> => admitWithinBudget(usedBytes, incoming.filter(isPhoto), budgetBytes);

/** '.doc, .docx, .pdf': the list in the licence warning. */
export const licenceTypesList = (): string => LICENCE_EXTENSIONS.join(', ');

export const isLicence = (file: { name: string }): boolean => {
  const name = file.name.toLowerCase();
  return LICENCE_EXTENSIONS.some((extension) => name.endsWith(extension));
};

/** The type each licence extension stands for: what the backend decides by (contract §4.3). */
export const LICENCE_TYPES: Record<(typeof LICENCE_EXTENSIONS)[number], string> = {
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.pdf': 'application/pdf',
};

/** What the backend stores as a licence; anything else, or no type, fails there with 500. */
const STORABLE_LICENCE_TYPES = new Set([...Object.values(LICENCE_TYPES), 'image/png', 'image/jpeg']);

/**
 * The licence as it should be sent: a file the browser typed wrongly or not at all (an empty type
 * is sent as application/octet-stream) gets the type its extension implies.
 */
export function withLicenceType(file: File): File {
  if (STORABLE_LICENCE_TYPES.has(file.type)) return file;
  const name = file.name.toLowerCase();
  const extension = LICENCE_EXTENSIONS.find((candidate) => name.endsWith(candidate));
  if (extension === undefined) return file;
  return new File([file], file.name, { type: LICENCE_TYPES[extension], lastModified: file.lastModified });
}

/** Spec §5: one file of another type rejects the whole selection. */
export const allLicences = (files: readonly { name: string }[]): boolean => files.every(isLicence);
