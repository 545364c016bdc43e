import { decodeScaled, JPEG_QUALITY, type ShrinkJob, type ShrinkResult } from './shrinkPhoto';

/**
 * The photo worker: decodes, draws and encodes a photo off the page's thread (OffscreenCanvas), so
 * the page stays responsive while a 12-megapixel photo shrinks. A module worker from the app's own
 * origin: the Content-Security-Policy's script-src 'self' (worker-src falls back to it) allows it.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ShrinkJob>) => void) | null;
  postMessage: (message: ShrinkResult) => void;
};

async function shrink({ photo, width, height }: ShrinkJob): Promise<Blob | null> {
  const bitmap = await decodeScaled(photo, { width, height });
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return null;
  }
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
}

scope.onmessage = (event) => {
  const { id } = event.data;
  shrink(event.data).then(
    (jpeg) => scope.postMessage({ id, jpeg }),
    () => scope.postMessage({ id, jpeg: null }),
  );
};
