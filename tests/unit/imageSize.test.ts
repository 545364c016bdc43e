import { describe, expect, it } from 'vitest';
import { readImageSize } from '../../src/lib/imageSize';
import { jpegHead } from '../support/imageHeaders';

function pngHead(width: number, height: number): ArrayBuffer {
  const long = (value: number) => [value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    0,
    0,
    0,
    13,
    0x49,
    0x48,
    0x44,
    0x52,
    ...long(width),
    ...long(height),
    8,
    6,
    0,
    0,
    0,
  ]).buffer;
}

describe('readImageSize', () => {
  it('reads a JPEG frame size past other segments', () => {
    expect(readImageSize(jpegHead(4000, 3000))).toEqual({ width: 4000, height: 3000 });
  });

  it.each([1, 2, 3, 4])('keeps width and height for EXIF orientation %i', (orientation) => {
    expect(readImageSize(jpegHead(4000, 3000, orientation))).toEqual({ width: 4000, height: 3000 });
  });

  it.each([5, 6, 7, 8])(
    'swaps them for EXIF orientation %i (a quarter turn), in either byte order',
    (orientation) => {
      expect(readImageSize(jpegHead(4000, 3000, orientation))).toEqual({ width: 3000, height: 4000 });
      expect(readImageSize(jpegHead(4000, 3000, orientation, true))).toEqual({ width: 3000, height: 4000 });
    },
  );

  it('reads a PNG header', () => {
    expect(readImageSize(pngHead(5120, 2880))).toEqual({ width: 5120, height: 2880 });
  });

  it('says nothing for bytes that are no photo, or a header cut short', () => {
    expect(readImageSize(new Uint8Array(5000).buffer)).toBeNull();
    expect(readImageSize(new TextEncoder().encode('not an image').buffer)).toBeNull();
    expect(readImageSize(jpegHead(4000, 3000, 6).slice(0, 40))).toBeNull();
    expect(readImageSize(jpegHead(0, 3000))).toBeNull();
  });
});
