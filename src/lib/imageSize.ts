/**
 * The size a photo shows at, read from its first bytes (JPEG frame header and EXIF orientation,
 * PNG header), so that it can be decoded already scaled down instead of at full size first.
 */
export interface ImageSize {
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** EXIF orientations 5–8 turn the picture a quarter: width and height swap. */
const QUARTER_TURNS = new Set([5, 6, 7, 8]);
/** JPEG markers that carry the frame size (SOF0–SOF15 but DHT, JPG and DAC). */
const isFrameMarker = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function pngSize(bytes: DataView): ImageSize | null {
  if (bytes.byteLength < 24 || !PNG_SIGNATURE.every((value, index) => bytes.getUint8(index) === value))
    return null;
  return { width: bytes.getUint32(16), height: bytes.getUint32(20) };
}

/** The orientation tag (0x0112) of an APP1 Exif segment starting at `start`; 1 when absent. */
function exifOrientation(bytes: DataView, start: number, end: number): number {
  // 'Exif\0\0', then a TIFF header: byte order, 42, offset of the first directory.
  if (end - start < 14 || bytes.getUint32(start) !== 0x45786966) return 1;
  const tiff = start + 6;
  const little = bytes.getUint16(tiff) === 0x4949;
  const directory = tiff + bytes.getUint32(tiff + 4, little);
  if (directory + 2 > end) return 1;
  const entries = bytes.getUint16(directory, little);
  for (let index = 0; index < entries; index++) {
    const entry = directory + 2 + index * 12;
    if (entry + 12 > end) return 1;
    if (bytes.getUint16(entry, little) === 0x0112) return bytes.getUint16(entry + 8, little);
  }
  return 1;
}

function jpegSize(bytes: DataView): ImageSize | null {
  if (bytes.byteLength < 4 || bytes.getUint16(0) !== 0xffd8) return null;
  let orientation = 1;
  let offset = 2;
  while (offset + 4 <= bytes.byteLength) {
    if (bytes.getUint8(offset) !== 0xff) return null;
    const marker = bytes.getUint8(offset + 1);
    // Fill bytes before a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = bytes.getUint16(offset + 2);
    const segmentEnd = Math.min(offset + 2 + length, bytes.byteLength);
    if (marker === 0xe1) orientation = exifOrientation(bytes, offset + 4, segmentEnd);
    if (isFrameMarker(marker)) {
      if (offset + 9 > bytes.byteLength) return null;
      const height = bytes.getUint16(offset + 5);
      const width = bytes.getUint16(offset + 7);
      return QUARTER_TURNS.has(orientation) ? { width: height, height: width } : { width, height };
    }
    offset += 2 + length;
  }
  return null;
}

/** The shown size of a JPEG (EXIF orientation applied) or PNG; null when the bytes do not say. */
export function readImageSize(head: ArrayBuffer): ImageSize | null {
  const bytes = new DataView(head);
  const size = pngSize(bytes) ?? jpegSize(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}

/**
 * Whether the bytes begin as a JPEG (its start-of-image marker and a first marker) or a PNG (its
 * signature) do, whatever the file's name and type say: a HEIC or a corrupt file does not.
 */
export function isJpegOrPng(head: ArrayBuffer): boolean {
  const bytes = new Uint8Array(head);
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return jpeg || (bytes.length >= 8 && PNG_SIGNATURE.every((value, index) => bytes[index] === value));
}

/** Enough of a file to reach a JPEG's frame header past its EXIF data and embedded preview. */
export const IMAGE_HEAD_BYTES = 256 * 1024;
