import type { Browser, Page } from '@playwright/test';
import { percentile, round } from './lib/stats';

/**
 * The time from choosing a 12-megapixel phone photo (4000 × 3000 JPEG, EXIF orientation 6 as a
 * phone held upright writes it) in the SELL dialog to its thumbnail in the list: the photo shrunk
 * to 2560 px in the photo worker, and again with workers switched off (the page's own fallback).
 */
export interface PhotoShrinkFigures {
  sourceWidth: number;
  sourceHeight: number;
  sourceBytes: number;
  runs: number;
  /** Median and each run, ms: the worker path (the app as shipped). */
  workerMedianMs: number | null;
  workerRunsMs: number[];
  /** Main-thread long tasks (> 50 ms) between choice and thumbnail in the worker runs, and the longest. */
  workerLongTasks: number;
  workerLongestTaskMs: number | null;
  /** The fallback without Worker/OffscreenCanvas: decoded scaled on the page's thread. */
  pageMedianMs: number | null;
  pageRunsMs: number[];
  pageLongTasks: number;
  pageLongestTaskMs: number | null;
  /** The shrunk photo as the thumbnail shows it: upright (1920 × 2560) when the orientation was kept. */
  resultWidth: number;
  resultHeight: number;
}

const WIDTH = 4000;
const HEIGHT = 3000;
const EXIF_ORIENTATION_RIGHT = 6;

/** A photo-like 4000 × 3000 JPEG made by the browser: gradients, many shapes and sensor-like noise. */
async function makePhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height }) => {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      const sky = context.createLinearGradient(0, 0, 0, height);
      sky.addColorStop(0, '#6fa8dc');
      sky.addColorStop(0.55, '#d9e8f5');
      sky.addColorStop(0.56, '#5b6b4a');
      sky.addColorStop(1, '#2e3a23');
      context.fillStyle = sky;
      context.fillRect(0, 0, width, height);
      let seed = 42;
      const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
      for (let index = 0; index < 4000; index++) {
        context.fillStyle = `hsla(${random() * 360}, ${30 + random() * 50}%, ${20 + random() * 60}%, 0.6)`;
        context.beginPath();
        context.ellipse(
          random() * width,
          random() * height,
          5 + random() * 120,
          5 + random() * 80,
          random() * 3,
          0,
          7,
        );
        context.fill();
      }
      const pixels = context.getImageData(0, 0, width, height);
      for (let index = 0; index < pixels.data.length; index += 4) {
        const grain = (random() - 0.5) * 24;
        pixels.data[index] = (pixels.data[index] ?? 0) + grain;
        pixels.data[index + 1] = (pixels.data[index + 1] ?? 0) + grain;
        pixels.data[index + 2] = (pixels.data[index + 2] ?? 0) + grain;
      }
      context.putImageData(pixels, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let index = 0; index < bytes.length; index += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
      return btoa(binary);
    },
    { width: WIDTH, height: HEIGHT },
  );
  return withExifOrientation(Buffer.from(base64, 'base64'), EXIF_ORIENTATION_RIGHT);
}

/** The JPEG with an EXIF segment holding only the orientation, after its JFIF header. */
function withExifOrientation(jpeg: Buffer, orientation: number): Buffer {
  const tiff = Buffer.from([
    0x4d,
    0x4d,
    0,
    42,
    0,
    0,
    0,
    8,
    0,
    1,
    0x01,
    0x12,
    0,
    3,
    0,
    0,
    0,
    1,
    0,
    orientation,
    0,
    0,
    0,
    0,
    0,
    0,
  ]);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const segment = Buffer.concat([
    Buffer.from([0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 0xff]),
    body,
  ]);
  const afterJfif = jpeg[3] === 0xe0 ? 4 + jpeg.readUInt16BE(4) : 2;
  return Buffer.concat([jpeg.subarray(0, afterJfif), segment, jpeg.subarray(afterJfif)]);
}

/** Stamps the file input's change and the thumbnail's arrival; long tasks are counted meanwhile. */
function instrument(): void {
  const bench = { chosenAt: 0, shownAt: 0, longTasks: [] as { start: number; duration: number }[] };
  (window as unknown as { __shrink: typeof bench }).__shrink = bench;
  document.addEventListener('change', () => (bench.chosenAt = performance.now()), true);
  new MutationObserver(() => {
    if (bench.shownAt === 0 && document.querySelector('img[src^="blob:"]')) bench.shownAt = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });
  new PerformanceObserver((list) =>
    list
      .getEntries()
      .forEach((entry) => bench.longTasks.push({ start: entry.startTime, duration: entry.duration })),
  ).observe({
    type: 'longtask',
  });
}

interface Run {
  ms: number;
  longTasks: number[];
  width: number;
  height: number;
}

async function choosePhotoOnce(
  browser: Browser,
  baseUrl: string,
  photo: Buffer,
  withWorkers: boolean,
): Promise<Run> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 390, height: 844 },
    locale: 'en-GB',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: 'window.__name = (target) => target;' });
    if (!withWorkers) await page.addInitScript({ content: 'window.Worker = undefined;' });
    await page.addInitScript(instrument);
    await page.goto('/?lng=en');
    await page.getByRole('button', { name: 'SELL', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Sell your car' });
    await dialog.waitFor();
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'IMG_4000x3000.jpg', mimeType: 'image/jpeg', buffer: photo });
    const thumbnail = dialog.getByRole('img', { name: /^Chosen photo/ });
    await thumbnail.waitFor({ timeout: 60_000 });
    await page.waitForFunction(
      () => (window as unknown as { __shrink: { shownAt: number } }).__shrink.shownAt > 0,
    );
    const size = await thumbnail.evaluate(async (image: HTMLImageElement) => {
      await image.decode();
      return { width: image.naturalWidth, height: image.naturalHeight };
    });
    const stamps = await page.evaluate(
      () =>
        (
          window as unknown as {
            __shrink: { chosenAt: number; shownAt: number; longTasks: { start: number; duration: number }[] };
          }
        ).__shrink,
    );
    // Only the tasks that start between the choice and the thumbnail: the page's start-up and the
    // test tool's own handing over of the file (the task that fires 'change') are not the photo's.
    const longTasks = stamps.longTasks
      .filter((task) => task.start >= stamps.chosenAt && task.start < stamps.shownAt)
      .map((task) => task.duration);
    return { ms: stamps.shownAt - stamps.chosenAt, longTasks, ...size };
  } finally {
    await context.close();
  }
}

function summary(runs: Run[]) {
  const longTasks = runs.flatMap((run) => run.longTasks);
  return {
    medianMs: round(
      percentile(
        runs.map((run) => run.ms),
        50,
      ),
    ),
    runsMs: runs.map((run) => Math.round(run.ms)),
    longTasks: longTasks.length,
    longestTaskMs: round(percentile(longTasks, 100)),
  };
}

export async function measurePhotoShrink(
  browser: Browser,
  baseUrl: string,
  runs = 3,
): Promise<PhotoShrinkFigures> {
  const maker = await browser.newContext({ baseURL: baseUrl });
  const page = await maker.newPage();
  // tsx compiles named functions with a `__name` helper; the page needs it to run them.
  await page.addInitScript({ content: 'window.__name = (target) => target;' });
  await page.goto('/?lng=en');
  const photo = await makePhoto(page);
  await maker.close();

  const workerRuns: Run[] = [];
  for (let index = 0; index < runs; index++)
    workerRuns.push(await choosePhotoOnce(browser, baseUrl, photo, true));
  const pageRuns: Run[] = [];
  for (let index = 0; index < runs; index++)
    pageRuns.push(await choosePhotoOnce(browser, baseUrl, photo, false));
  const last = workerRuns.at(-1);
  const worker = summary(workerRuns);
  const onPage = summary(pageRuns);
  return {
    sourceWidth: WIDTH,
    sourceHeight: HEIGHT,
    sourceBytes: photo.length,
    runs,
    workerMedianMs: worker.medianMs,
    workerRunsMs: worker.runsMs,
    workerLongTasks: worker.longTasks,
    workerLongestTaskMs: worker.longestTaskMs,
    pageMedianMs: onPage.medianMs,
    pageRunsMs: onPage.runsMs,
    pageLongTasks: onPage.longTasks,
    pageLongestTaskMs: onPage.longestTaskMs,
    resultWidth: last?.width ?? 0,
    resultHeight: last?.height ?? 0,
  };
}
