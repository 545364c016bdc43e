import { availableParallelism, loadavg } from 'node:os';

/**
 * How many times longer than on a quiet machine a test may wait for the app (docs/testing.md): the
 * machine's speed is not the app's behaviour, and a wait sized for a quiet machine fails a sound
 * test on a busy one (three end-to-end tests did, at 10 s, on a 2-core machine kept building).
 *
 * `TEST_WAIT_SCALE` when set (e.g. `TEST_WAIT_SCALE=3 npm test` beside another build); else the
 * load per core when the run starts (the 1-minute load average over the cores), between 1 and 4.
 * The first config to ask writes it into the environment, so that every worker the run starts uses
 * the same factor. Only how long a wait MAY last scales: a passing test waits for what it waits for
 * and is no slower; a failing one takes longer to say so.
 */
function measure(): number {
  const given = Number(process.env.TEST_WAIT_SCALE);
  if (Number.isFinite(given) && given > 0) return given;
  const [perMinute = 0] = loadavg();
  const factor = Math.min(4, Math.max(1, Math.round((perMinute / availableParallelism()) * 10) / 10));
  process.env.TEST_WAIT_SCALE = String(factor);
  return factor;
}

export const WAIT_SCALE = measure();

/** A wait's limit on this machine: `ms` on a quiet one. */
export const scaled = (ms: number): number => Math.round(ms * WAIT_SCALE);
