import { PHOTO_DOWNSCALE_LONGEST_EDGE_PX } from '../config';

const JPEG_QUALITY = 0.85;

/** The size that fits `longestEdge`, keeping the proportions; null when the image already fits. */
export function scaledSize(
  width: number,
  height: number,
  longestEdge = PHOTO_DOWNSCALE_LONGEST_EDGE_PX,
): { width: number; height: number } | null {
  const longest = Math.max(width, height);
  if (longest <= longestEdge) return null;
  const factor = longestEdge / longest;
  return { width: Math.round(width * factor), height: Math.round(height * factor) };
}

const asJpegName = (name: string): string => `${name.replace(/\.[^.]*$/, '')}.jpg`;

/**
 * Phone photos are often 10+ MB; shrunk in the browser to what a listing needs they count far less
 * toward the 20 MB limit. Anything that cannot be decoded, or does not get smaller, stays as it was.
 */
export async function downscaleImage(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const size = scaledSize(bitmap.width, bitmap.height);
    if (!size) {
      bitmap.close();
      return file;
    }
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
    );
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], asJpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  }
}
