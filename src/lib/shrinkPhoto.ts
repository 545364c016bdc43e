import type { ImageSize } from './imageSize';

/** A listing's photos are sent as JPEGs of this quality: small, and no loss anyone sees at 2560 px. */
export const JPEG_QUALITY = 0.85;

/**
 * Decodes a photo straight to `size` (the browser skips most of the full-size work) and upright
 * as its EXIF orientation says, as the picture the seller took and not as the sensor stored it.
 */
export const decodeScaled = (photo: Blob, size: ImageSize): Promise<ImageBitmap> =>
  createImageBitmap(photo, {
    resizeWidth: size.width,
    resizeHeight: size.height,
    resizeQuality: 'high',
    imageOrientation: 'from-image',
  });

/** The message the page sends the photo worker, and the one it gets back (null: it could not). */
export interface ShrinkJob extends ImageSize {
  id: number;
  photo: Blob;
}
export interface ShrinkResult {
  id: number;
  jpeg: Blob | null;
}
