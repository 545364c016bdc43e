import { describe, expect, it } from 'vitest';
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
