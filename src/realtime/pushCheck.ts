import { PUSH_CHECK_INTERVAL_MS } from '../config';

export interface PushCheck {
  /** Something may have changed: read the auction (now, or when the interval allows). */
  hint: () => void;
  stop: () => void;
}

/**
 * One auction's reads for the pushes of its topic (docs/live.md, contract §14.9). A push may be
 * forged, so it only says "read the auction": the first hint after a quiet spell reads at once;
 * hints while a read is on its way or inside `interval` of the last read's start are folded into
 * one more read at the interval's end. However fast pushes come, one auction is read at most once
 * per interval, and the last push is always followed by a read that started after it.
 */
export function pushCheck(read: () => Promise<unknown>, interval = PUSH_CHECK_INTERVAL_MS): PushCheck {
  let lastStart = Number.NEGATIVE_INFINITY;
  let reading = false;
  let again = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function run(): void {
    timer = null;
    if (stopped) return;
    reading = true;
    again = false;
    lastStart = Date.now();
    const done = () => {
      reading = false;
      if (again) schedule();
    };
    read().then(done, done);
  }

  function schedule(): void {
    if (stopped || timer !== null) return;
    const wait = lastStart + interval - Date.now();
    if (wait <= 0) run();
    else timer = setTimeout(run, wait);
  }

  return {
    hint() {
      if (reading) again = true;
      else schedule();
    },
    stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
