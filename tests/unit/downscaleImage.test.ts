import { afterEach, describe, expect, it, vi } from 'vitest';
import { downscaleImage, scaledSize } from '../../src/lib/downscaleImage';

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
    const original = new File([new Uint8Array(5000)], 'big photo.png', {
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
    const small = new File([new Uint8Array(5000)], 'small.jpg', { type: 'image/jpeg' });
    await expect(downscaleImage(small)).resolves.toBe(small);

    vi.unstubAllGlobals();
    stubBrowser(4000, 3000, 9000);
    const tight = new File([new Uint8Array(5000)], 'tight.jpg', { type: 'image/jpeg' });
    await expect(downscaleImage(tight)).resolves.toBe(tight);
  });
});
