import { describe, expect, it } from 'vitest';
import { clockMoved } from '../../src/core/clock';
import { estimateOf, sampleOfStamp } from '../../src/core/serverTime';

describe('server time readings (issue 43)', () => {
  it('bounds a whole-second stamp by its second and the round trip', () => {
    // Sent at 1 000 local, answered at 1 400; the server stamped second 181 (its clock 180 s ahead).
    const sample = sampleOfStamp(181_000, 1000, 1000, 1400);
    expect(sample.error).toBe(700);
    expect(sample.offset).toBe(181_000 + 700 - 1400);
    // The true offset (the stamp made mid-trip, mid-second) lies within the bound.
    expect(Math.abs(sample.offset - 180_000)).toBeLessThanOrEqual(sample.error);
  });

  it('takes the median, so one wrong reading among three does not move the estimate', () => {
    const at = (offset: number, error = 100) => ({ offset, error, takenAt: 0 });
    expect(estimateOf([at(180_000), at(-5_000_000), at(180_200)])?.offset).toBe(180_000);
    expect(estimateOf([at(180_000), at(180_100), at(9_000_000)])?.offset).toBe(180_100);
    // Of two, the surer one.
    expect(estimateOf([at(1000, 900), at(1200, 50)])?.offset).toBe(1200);
    expect(estimateOf([])).toBeNull();
  });

  it('notices this computer’s clock being moved between two ticks', () => {
    expect(clockMoved(1000, 1003)).toBe(false);
    expect(clockMoved(181_000, 1000)).toBe(true);
  });
});
