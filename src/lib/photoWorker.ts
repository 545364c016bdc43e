import type { ImageSize } from './imageSize';
import type { ShrinkJob, ShrinkResult } from './shrinkPhoto';

/**
 * The page's side of the photo worker: started on the first photo, ended when it has nothing left
 * to do (a picker is used a few times a visit, not continuously). A browser without module
 * workers or OffscreenCanvas, or a worker that fails, answers null: the caller shrinks on the page.
 * One of the two things kept in a module rather than in the app instance (docs/state.md): one
 * worker for the page, whichever screen shrinks a photo.
 */
let worker: Worker | null = null;
const waiting = new Map<number, (jpeg: Blob | null) => void>();
let nextId = 0;

function stop(): void {
  worker?.terminate();
  worker = null;
  for (const answer of waiting.values()) answer(null);
  waiting.clear();
}

function start(): Worker {
  const started = new Worker(new URL('./downscaleWorker.ts', import.meta.url), {
    type: 'module',
    name: 'photo-shrinker',
  });
  started.onmessage = ({ data }: MessageEvent<ShrinkResult>) => {
    waiting.get(data.id)?.(data.jpeg);
    waiting.delete(data.id);
    if (waiting.size === 0) stop();
  };
  started.onerror = stop;
  return started;
}

export function shrinkInWorker(photo: Blob, size: ImageSize): Promise<Blob | null> {
  if (typeof Worker !== 'function' || typeof OffscreenCanvas !== 'function') return Promise.resolve(null);
  try {
    worker ??= start();
  } catch {
    return Promise.resolve(null);
  }
  const job: ShrinkJob = { id: nextId++, photo, ...size };
  const answer = new Promise<Blob | null>((resolve) => waiting.set(job.id, resolve));
  worker.postMessage(job);
  return answer;
}
