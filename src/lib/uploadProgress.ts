/**
 * How an upload reports and is stopped: the one shape every upload call takes (photos, licences).
 * The HTTP edge feeds `onProgress` from the request's upload events; `signal` aborts the request.
 */
export interface UploadWatch {
  signal: AbortSignal;
  onProgress: (sentBytes: number, totalBytes: number) => void;
}

/** A request the user stopped: nothing failed, so it is no error to show. */
export class UploadCancelled extends Error {
  constructor() {
    super('upload cancelled');
    this.name = 'UploadCancelled';
  }
}

/** Whole percent sent, 0 while the size is not known yet. */
export const percentSent = (sentBytes: number, totalBytes: number): number =>
  totalBytes > 0 ? Math.min(100, Math.floor((sentBytes / totalBytes) * 100)) : 0;

const ANNOUNCED_STEP = 25;

/** The last quarter reached (0, 25, 50, 75, 100): what a screen reader hears, so it is not flooded. */
export const announcedPercent = (percent: number): number =>
  Math.floor(percent / ANNOUNCED_STEP) * ANNOUNCED_STEP;

const BYTES_PER_KILOBYTE = 1024;
const BYTES_PER_MEGABYTE = 1024 * 1024;

export interface TransferSize {
  sent: string;
  total: string;
  unit: 'MB' | 'kB';
}

/**
 * Sent and total in the reader's number format ('3,1' in Norwegian, '3.1' in English), in MB with
 * one decimal, or in whole kB below 1 MB, where '0,0 av 0,1 MB' would say nothing.
 */
export function transferSize(sentBytes: number, totalBytes: number, locale: string): TransferSize {
  const inMegabytes = totalBytes >= BYTES_PER_MEGABYTE;
  const divisor = inMegabytes ? BYTES_PER_MEGABYTE : BYTES_PER_KILOBYTE;
  const digits = inMegabytes ? 1 : 0;
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return {
    sent: format.format(Math.min(sentBytes, totalBytes) / divisor),
    total: format.format(totalBytes / divisor),
    unit: inMegabytes ? 'MB' : 'kB',
  };
}
