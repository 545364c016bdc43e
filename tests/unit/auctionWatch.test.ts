import { describe, expect, it } from 'vitest';
import { listAskedFor, needsRead, operatorChange, type Terms } from '../../src/rules/auctionWatch';

const terms = (overrides: Partial<Terms> = {}): Terms => ({
  id: 'a1',
  status: 'ACTIVE',
  startingPrice: 100000,
  minimalStep: 1000,
  endDateTime: '2026-11-29T12:00:00Z',
  ...overrides,
});
const shown = (overrides: Partial<Terms> = {}) => ({ kind: 'shown' as const, auction: terms(overrides) });

describe('the watch (contract §14.10)', () => {
  it('asks a paused auction in the paused list, every other in the running list', () => {
    expect(listAskedFor(shown({ status: 'DISABLED' }))).toBe('DISABLED');
    expect(listAskedFor(shown({ status: 'FINISHED' }))).toBe('ACTIVE');
    expect(listAskedFor({ kind: 'gone' })).toBe('ACTIVE');
  });

  it('reads again when the listed terms or status differ, never for the same instant written otherwise', () => {
    expect(needsRead(shown(), 'ACTIVE', [terms()])).toBe(false);
    expect(needsRead(shown(), 'ACTIVE', [terms({ endDateTime: '2026-11-29T12:00:00.000Z' })])).toBe(false);
    expect(needsRead(shown(), 'ACTIVE', [terms({ endDateTime: '2026-11-30T12:00:00Z' })])).toBe(true);
    expect(needsRead(shown(), 'ACTIVE', [terms({ minimalStep: 2000 })])).toBe(true);
    expect(needsRead(shown(), 'ACTIVE', [terms({ startingPrice: 90000 })])).toBe(true);
    expect(needsRead(shown(), 'ACTIVE', [terms({ id: 'a2' })])).toBe(true);
    expect(needsRead(shown(), 'ACTIVE', [])).toBe(true);
  });

  it('reads an ended or gone auction again only when it is listed again', () => {
    expect(needsRead(shown({ status: 'FINISHED' }), 'ACTIVE', [])).toBe(false);
    expect(needsRead(shown({ status: 'FINISHED' }), 'ACTIVE', [terms()])).toBe(true);
    expect(needsRead({ kind: 'gone' }, 'ACTIVE', [])).toBe(false);
    expect(needsRead({ kind: 'gone' }, 'ACTIVE', [terms()])).toBe(true);
    expect(needsRead({ kind: 'unknown' }, 'ACTIVE', [terms()])).toBe(false);
  });

  it('never reads a car listed with two auctions: by-car answers 403 for ever (contract §14.14)', () => {
    expect(needsRead(shown(), 'ACTIVE', [terms(), terms({ id: 'a2' })])).toBe(false);
  });

  it('tells an operator’s new end from a late bid’s extension', () => {
    const before = { ...terms(), bids: [1] };
    const moved = { ...terms({ endDateTime: '2026-11-30T00:00:00Z' }), bids: [1] };
    const extended = { ...terms({ endDateTime: '2026-11-29T12:02:00Z' }), bids: [1, 2] };
    expect(operatorChange(before, moved)).toEqual({ endDateTime: '2026-11-30T00:00:00Z' });
    expect(operatorChange(before, extended)).toBeNull();
    expect(operatorChange(before, { ...terms({ minimalStep: 500 }), bids: [1, 2] })).toEqual({
      minimalStep: 500,
    });
    expect(operatorChange(before, { ...terms({ id: 'a2', startingPrice: 1 }), bids: [] })).toBeNull();
  });
});
