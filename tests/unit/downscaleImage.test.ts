import { afterEach, describe, expect, it, vi } from 'vitest';
import { downscaleImage, scaledSize, UnreadablePhoto } from '../../src/lib/downscaleImage';
import { jpegHead } from '../support/imageHeaders';

/** `size` bytes that begin as a JPEG or PNG does, with no size in their header. */
function unsized(kind: 'jpeg' | 'png', size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(kind === 'jpeg' ? [0xff, 0xd8, 0xff, 0xe0] : [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}

describe('downscaleImage', () => {
  it('leaves images within the longest edge alone', () => {
    expect(scaledSize(2560, 1440)).toBeNull();
    expect(scaledSize(800, 600)).toBeNull();
  });

  it('scales the longest edge down to 2560, keeping proportions', () => {
    expect(scaledSize(4032, 3024)).toEqual({ width: 2560, height: 1920 });
    expect(scaledSize(3000, 6000)).toEqual({ width: 1280, height: 2560 });
  });

  it('keeps the original file when the browser cannot decode it', async () => {
    const file = new File(['not an image'], 'broken.jpg', { type: 'image/jpeg' });
    await expect(downscaleImage(file)).resolves.toBe(file);
  });
});

describe('downscaleImage with a decoding browser', () => {
  function stubBrowser(width: number, height: number, encodedBytes: number) {
    const close = vi.fn();
    const drawImage = vi.fn();
    const sizes: { width: number; height: number }[] = [];
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.resolve({ width, height, close })),
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage,
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
      this: HTMLCanvasElement,
      callback: BlobCallback,
      type?: string,
    ) {
      sizes.push({ width: this.width, height: this.height });
      callback(new Blob([new Uint8Array(encodedBytes)], { type }));
    });
    return { close, drawImage, sizes };
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('redraws a large photo at 2560 px on the longest edge as a JPEG', async () => {
    const { drawImage, sizes, close } = stubBrowser(5120, 2880, 1000);
    const original = new File([unsized('png', 5000)], 'big photo.png', {
      type: 'image/png',
      lastModified: 42,
    });
    const result = await downscaleImage(original);
    expect(sizes).toEqual([{ width: 2560, height: 1440 }]);
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 2560, 1440);
    expect(close).toHaveBeenCalled();
    expect(result).not.toBe(original);
    expect(result.name).toBe('big photo.jpg');
    expect(result.type).toBe('image/jpeg');
    expect(result.size).toBe(1000);
  });

  it('keeps a photo that already fits, and one that would not get smaller', async () => {
    stubBrowser(1600, 1200, 10);
    const small = new File([unsized('jpeg', 5000)], 'small.jpg', { type: 'image/jpeg' });
    await expect(downscaleImage(small)).resolves.toBe(small);

    vi.unstubAllGlobals();
    stubBrowser(4000, 3000, 9000);
    const tight = new File([unsized('jpeg', 5000)], 'tight.jpg', { type: 'image/jpeg' });
    await expect(downscaleImage(tight)).resolves.toBe(tight);
  });
});

describe('downscaleImage with a photo that cannot be read', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refuses bytes that are no JPEG or PNG (a HEIC named .jpg), without decoding them', async () => {
    const decode = vi.fn();
    vi.stubGlobal('createImageBitmap', decode);
    // An HEIF file begins with its 'ftyp' box, whatever it is called.
    const heic = new File(
      [new Uint8Array([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63])],
      'IMG_0002.jpg',
      {
        type: 'image/jpeg',
      },
    );
    await expect(downscaleImage(heic)).rejects.toEqual(new UnreadablePhoto('IMG_0002.jpg'));
    expect(decode).not.toHaveBeenCalled();
  });

  it('refuses a photo without a size in its header that the browser cannot decode', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() =>
        Promise.reject(new DOMException('The source image could not be decoded.', 'InvalidStateError')),
      ),
    );
    const broken = new File([unsized('jpeg', 5000)], 'broken.jpg', { type: 'image/jpeg' });
    await expect(downscaleImage(broken)).rejects.toBeInstanceOf(UnreadablePhoto);
  });
});

describe('downscaleImage with a photo whose header gives its size', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('never decodes a photo that already fits', async () => {
    const decode = vi.fn();
    vi.stubGlobal('createImageBitmap', decode);
    const photo = new File([jpegHead(1600, 1200)], 'small.jpg', { type: 'image/jpeg' });
    await expect(downscaleImage(photo)).resolves.toBe(photo);
    expect(decode).not.toHaveBeenCalled();
  });

  it('decodes a 12-megapixel photo already scaled and upright (EXIF), where there is no worker', async () => {
    const decode = vi.fn((_photo: Blob, options: ImageBitmapOptions) =>
      Promise.resolve({ width: options.resizeWidth, height: options.resizeHeight, close: vi.fn() }),
    );
    vi.stubGlobal('createImageBitmap', decode);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: vi.fn(),
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type) =>
      callback(new Blob([new Uint8Array(100)], { type })),
    );
    // Taken upright on a phone: stored 4000 × 3000, EXIF orientation 6 (a quarter turn).
    const photo = new File([jpegHead(4000, 3000, 6), new Uint8Array(5000)], 'IMG_0001.JPG', {
      type: 'image/jpeg',
    });
    const result = await downscaleImage(photo);
    expect(decode).toHaveBeenCalledTimes(1);
    expect(decode).toHaveBeenCalledWith(photo, {
      resizeWidth: 1920,
      resizeHeight: 2560,
      resizeQuality: 'high',
      imageOrientation: 'from-image',
    });
    expect(result.name).toBe('IMG_0001.jpg');
    expect(result.size).toBe(100);
  });
});
