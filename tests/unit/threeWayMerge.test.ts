import { describe, expect, it } from 'vitest';
import { threeWayMerge } from '../../src/lib/threeWayMerge';

const FIELDS = ['color', 'kilometers', 'model'] as const;
const base = { color: 'Mørkegrå', kilometers: '90000', model: 'Golf', photos: ['a'] };

describe('threeWayMerge', () => {
  it('keeps a field only the other side changed and sends one only this person changed', () => {
    const theirs = { ...base, color: 'Svart' };
    const mine = { ...base, kilometers: '91000' };
    expect(threeWayMerge(base, theirs, mine, FIELDS)).toEqual({
      merged: { ...base, color: 'Svart', kilometers: '91000' },
      conflicts: [],
    });
  });

  it('names a field both changed differently, with all three values, and keeps this person’s there', () => {
    const theirs = { ...base, color: 'Svart' };
    const mine = { ...base, color: 'Hvit', kilometers: '91000' };
    expect(threeWayMerge(base, theirs, mine, FIELDS)).toEqual({
      merged: mine,
      conflicts: [{ field: 'color', base: 'Mørkegrå', theirs: 'Svart', mine: 'Hvit' }],
    });
  });

  it('sees no conflict where both made the same change', () => {
    const both = { ...base, color: 'Svart' };
    expect(threeWayMerge(base, both, { ...both }, FIELDS).conflicts).toEqual([]);
  });

  it('takes the other side’s value for a field nobody here touched, even when it was cleared', () => {
    const theirs = { ...base, model: '' };
    expect(threeWayMerge(base, theirs, base, FIELDS).merged.model).toBe('');
  });

  it('merges only the fields named: the rest is this person’s as it is', () => {
    const theirs = { ...base, photos: ['a', 'b'] };
    const mine = { ...base, photos: [] };
    expect(threeWayMerge(base, theirs, mine, FIELDS).merged.photos).toEqual([]);
  });

  it('compares lists and numbers by what they hold', () => {
    const start = { tags: ['x'], price: 5 };
    expect(
      threeWayMerge(start, { tags: ['x', 'y'], price: 5 }, { tags: ['x'], price: 6 }, ['tags', 'price']),
    ).toEqual({
      merged: { tags: ['x', 'y'], price: 6 },
      conflicts: [],
    });
  });
});
