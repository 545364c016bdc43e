import { describe, expect, it } from 'vitest';
import { MULTIPART_OVERHEAD_RESERVE_BYTES, PHOTO_UPLOAD_LIMIT_BYTES } from '../../src/config';
import {
  admitPhotos,
  allLicences,
  formatMegabytes,
  isLicence,
  isPhoto,
  licenceTypesList,
  PHOTO_BUDGET_BYTES,
  totalBytes,
} from '../../src/lib/fileLimits';

const MB = 1024 * 1024;
const photo = (name: string, size: number, type = 'image/jpeg') => ({ name, size, type });

describe('file limits', () => {
  it('keeps room for the JSON part and multipart overhead inside the 20 MB request limit', () => {
    expect(PHOTO_UPLOAD_LIMIT_BYTES).toBe(20971520);
    expect(PHOTO_BUDGET_BYTES).toBe(20971520 - MULTIPART_OVERHEAD_RESERVE_BYTES);
    expect(PHOTO_BUDGET_BYTES).toBeLessThan(20971520);
  });

  it('formats megabytes with two decimals', () => {
    expect(formatMegabytes(0, 'en-GB')).toBe('0.00');
    expect(formatMegabytes(1.5 * MB, 'en-GB')).toBe('1.50');
    expect(formatMegabytes(20971520, 'en-GB')).toBe('20.00');
    expect(formatMegabytes(123456, 'en-GB')).toBe('0.12');
  });

  it('writes the Norwegian decimal comma in Norwegian (issue 30)', () => {
    expect(formatMegabytes(20971520, 'nb-NO')).toBe('20,00');
    expect(formatMegabytes(20000, 'nb-NO')).toBe('0,02');
  });

  it('adds up sizes', () => {
    expect(totalBytes([])).toBe(0);
    expect(totalBytes([photo('a', 10), photo('b', 32)])).toBe(42);
  });

  it('recognises JPEG and PNG only', () => {
    expect(isPhoto({ type: 'image/jpeg' })).toBe(true);
    expect(isPhoto({ type: 'image/png' })).toBe(true);
    expect(isPhoto({ type: 'image/gif' })).toBe(false);
    expect(isPhoto({ type: 'image/heic' })).toBe(false);
    expect(isPhoto({ type: 'application/pdf' })).toBe(false);
    expect(isPhoto({ type: '' })).toBe(false);
  });

  it('accepts photos while they fit and drops other types silently', () => {
    const incoming = [
      photo('a.jpg', 2 * MB),
      photo('b.gif', 1 * MB, 'image/gif'),
      photo('c.png', 3 * MB, 'image/png'),
    ];
    const result = admitPhotos(0, incoming);
    expect(result.accepted.map((file) => file.name)).toEqual(['a.jpg', 'c.png']);
    expect(result.skipped).toBeNull();
  });

  it('skips the first photo that does not fit and stops adding after it', () => {
    const incoming = [photo('a.jpg', 6 * MB), photo('big.jpg', 6 * MB), photo('small.jpg', 1)];
    const result = admitPhotos(9 * MB, incoming);
    expect(result.accepted.map((file) => file.name)).toEqual(['a.jpg']);
    expect(result.skipped?.name).toBe('big.jpg');
  });

  it('accepts a photo that fills the budget exactly, and nothing more', () => {
    expect(admitPhotos(0, [photo('exact.jpg', 100)], 100).skipped).toBeNull();
    expect(admitPhotos(0, [photo('over.jpg', 101)], 100).skipped?.name).toBe('over.jpg');
    expect(admitPhotos(100, [photo('one.jpg', 1)], 100).accepted).toEqual([]);
  });

  it('lists the licence types and checks them by extension', () => {
    expect(licenceTypesList()).toBe('.doc, .docx, .pdf');
    expect(isLicence({ name: 'licence.PDF' })).toBe(true);
    expect(isLicence({ name: 'a.doc' })).toBe(true);
    expect(isLicence({ name: 'a.docx' })).toBe(true);
    expect(isLicence({ name: 'a.pdf.exe' })).toBe(false);
    expect(isLicence({ name: 'scan.png' })).toBe(false);
    expect(allLicences([{ name: 'a.pdf' }, { name: 'b.docx' }])).toBe(true);
    expect(allLicences([{ name: 'a.pdf' }, { name: 'b.txt' }])).toBe(false);
  });
});
