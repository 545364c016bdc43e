import { PHOTO_DOWNSCALE_LONGEST_EDGE_PX } from '../config';
import { IMAGE_HEAD_BYTES, readImageSize, type ImageSize } from './imageSize';
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

/** A photo whose header says nothing: decoded at full size to learn it (the slow way). */
async function shrinkUnknown(file: File): Promise<Blob | null> {
  const bitmap = await createImageBitmap(file);
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
 * large one is decoded already scaled, off the page's thread where the browser allows. Anything
 * that cannot be decoded, or does not get smaller, stays as it was.
 */
export async function downscaleImage(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  try {
    const shown = readImageSize(await file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer());
    const size = shown && scaledSize(shown.width, shown.height);
    if (shown && !size) return file;
    const jpeg = size ? await shrinkKnown(file, size) : await shrinkUnknown(file);
    if (!jpeg || jpeg.size >= file.size) return file;
    return new File([jpeg], asJpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  }
}
