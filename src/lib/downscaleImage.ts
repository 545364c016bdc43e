import { PHOTO_DOWNSCALE_LONGEST_EDGE_PX } from '../config';
import { IMAGE_HEAD_BYTES, isJpegOrPng, readImageSize, type ImageSize } from './imageSize';
import { shrinkInWorker } from './photoWorker';
import { decodeScaled, JPEG_QUALITY } from './shrinkPhoto';

/** The size that fits `longestEdge`, keeping the proportions; null when the image already fits. */
export function scaledSize(
  width: number,
  height: number,
  longestEdge = PHOTO_DOWNSCALE_LONGEST_EDGE_PX,
): ImageSize | null {
  const longest = Math.max(width, height);
  if (longest <= longestEdge) return null;
  const factor = longestEdge / longest;
  return { width: Math.round(width * factor), height: Math.round(height * factor) };
}

const asJpegName = (name: string): string => `${name.replace(/\.[^.]*$/, '')}.jpg`;

/** Draws a decoded photo on a page canvas and encodes it (where there is no worker to do it). */
async function encodeOnPage(bitmap: ImageBitmap, size: ImageSize): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/** Shrinks a photo whose shown size is known: in the worker, else decoded scaled on the page. */
async function shrinkKnown(file: File, size: ImageSize): Promise<Blob | null> {
  const fromWorker = await shrinkInWorker(file, size);
  if (fromWorker) return fromWorker;
  const bitmap = await decodeScaled(file, size);
  try {
    return await encodeOnPage(bitmap, size);
  } finally {
    bitmap.close();
  }
}

/**
 * A photo the browser cannot read: its bytes are not a JPEG's or a PNG's (a HEIC named .jpg, a
 * corrupt file), or they do not decode. The picker refuses it by its name.
 */
export class UnreadablePhoto extends Error {
  constructor(readonly fileName: string) {
    super(`unreadable photo: ${fileName}`);
    this.name = 'UnreadablePhoto';
  }
}

/** A photo whose header says nothing: decoded at full size to learn it (the slow way). */
async function shrinkUnknown(file: File): Promise<Blob | null> {
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new UnreadablePhoto(file.name);
  });
  try {
    const size = scaledSize(bitmap.width, bitmap.height);
    return size ? await encodeOnPage(bitmap, size) : null;
  } finally {
    bitmap.close();
  }
}

/**
 * Phone photos are often 10+ MB; shrunk in the browser to what a listing needs they count far less
 * toward the 20 MB limit. The header gives the size, so a photo that fits is never decoded and a
 * large one is decoded already scaled, off the page's thread where the browser allows. A photo
 * that does not get smaller, or whose scaled decoding fails, stays as it was.
 *
 * Rejects with UnreadablePhoto where the bytes are no JPEG or PNG, or a photo without a size in its
 * header cannot be decoded at all. (Where the browser cannot decode images, it only passes on.)
 */
export async function downscaleImage(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  const head = await file
    .slice(0, IMAGE_HEAD_BYTES)
    .arrayBuffer()
    .catch(() => {
      throw new UnreadablePhoto(file.name);
    });
  if (!isJpegOrPng(head)) throw new UnreadablePhoto(file.name);
  try {
    const shown = readImageSize(head);
    const size = shown && scaledSize(shown.width, shown.height);
    if (shown && !size) return file;
    const jpeg = size ? await shrinkKnown(file, size) : await shrinkUnknown(file);
    if (!jpeg || jpeg.size >= file.size) return file;
    return new File([jpeg], asJpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch (error) {
    if (error instanceof UnreadablePhoto) throw error;
    return file;
  }
}
