import { describe, expect, it } from 'vitest';
import { reconnectDelay } from '../../src/realtime/reconnectDelay';
import { refetchDelay } from '../../src/realtime/refetchDelay';

/** A random source that returns these values in turn. */
const sequence = (...values: number[]) => {
  let next = 0;
  return () => values[next++ % values.length] ?? 0;
};
const lowest = () => 0;
const middle = () => 0.5;
const highest = () => 0.999_999;

describe('reconnectDelay: the spec’s linear 5 s step, spread ±50 %', () => {
  it('keeps the first attempt between 2.5 s and 7.5 s, centred on the spec’s 5 s', () => {
    expect(reconnectDelay(1, lowest)).toBe(2500);
    expect(reconnectDelay(1, middle)).toBe(5000);
    expect(reconnectDelay(1, highest)).toBe(7500);
  });

  it('grows linearly with the attempt: 5 s, 10 s, 15 s, … at the centre, each within ±50 %', () => {
    for (let attempt = 1; attempt <= 50; attempt++) {
      const step = attempt * 5000;
      expect(reconnectDelay(attempt, middle)).toBe(step);
      expect(reconnectDelay(attempt, lowest)).toBe(step / 2);
      expect(reconnectDelay(attempt, highest)).toBe(step * 1.5);
    }
  });

  it('never waits longer than 900 s, however many attempts failed', () => {
    expect(reconnectDelay(180, middle)).toBe(900_000);
    expect(reconnectDelay(10_000, middle)).toBe(900_000);
    expect(reconnectDelay(10_000, highest)).toBe(900_000);
    expect(reconnectDelay(10_000, lowest)).toBe(450_000);
    expect(reconnectDelay(150, highest)).toBe(900_000);
  });

  it('counts an attempt below the first as the first', () => {
    expect(reconnectDelay(0, middle)).toBe(5000);
  });

  it('spreads a crowd over the whole window: 2,000 tabs dropped at once come back over 5 s, not in one instant', () => {
    const delays = Array.from({ length: 2000 }, () => reconnectDelay(1));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(2500);
    expect(Math.max(...delays)).toBeLessThanOrEqual(7500);
    // Each second of the window gets about a fifth of the tabs (400); none gets most of them.
    const perSecond = [2500, 3500, 4500, 5500, 6500].map(
      (from) => delays.filter((delay) => delay >= from && delay < from + 1000).length,
    );
    for (const count of perSecond) {
      expect(count).toBeGreaterThan(250);
      expect(count).toBeLessThan(550);
    }
  });

  it('gives different waits for different random draws', () => {
    const random = sequence(0.1, 0.9);
    expect(reconnectDelay(2, random)).toBe(6000);
    expect(reconnectDelay(2, random)).toBe(14000);
  });
});

describe('refetchDelay: a page’s refetches after a reconnect, spread', () => {
  it('refetches a room’s one auction within a tenth of a second', () => {
    expect(refetchDelay(1, lowest)).toBe(0);
    expect(refetchDelay(1, highest)).toBeLessThan(100);
  });

  it('gives a page 100 ms per auction it follows to spread them over', () => {
    expect(refetchDelay(20, highest)).toBe(1999);
    expect(refetchDelay(20, middle)).toBe(1000);
  });

  it('spreads a large desk over at most 5 s', () => {
    expect(refetchDelay(50, highest)).toBe(4999);
    expect(refetchDelay(100, highest)).toBe(4999);
    expect(refetchDelay(100, middle)).toBe(2500);
  });

  it('treats a page that follows nothing yet as following one', () => {
    expect(refetchDelay(0, highest)).toBeLessThan(100);
  });
});
