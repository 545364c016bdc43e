import { describe, expect, it } from 'vitest';
import { readPage, withPage } from '../../src/lib/pageParam';

const search = (query: string) => new URLSearchParams(query);

describe('readPage', () => {
  it('reads a zero-based page number from ?page', () => {
    expect(readPage(search('page=2'))).toBe(2);
    expect(readPage(search('status=Solgt&page=11'))).toBe(11);
  });

  it('falls back to the first page for anything that is not a page number', () => {
    for (const value of ['', 'page=', 'page=0', 'page=-1', 'page=1.5', 'page=abc', 'page=1e400']) {
      expect(readPage(search(value)), value).toBe(0);
    }
  });
});

describe('withPage', () => {
  it('sets the page and keeps the other parameters', () => {
    expect(withPage(search('status=Solgt'), 3).toString()).toBe('status=Solgt&page=3');
  });

  it('leaves the first page out of the address', () => {
    expect(withPage(search('status=Solgt&page=3'), 0).toString()).toBe('status=Solgt');
  });

  it('does not change the parameters it was given', () => {
    const original = search('page=3');
    withPage(original, 5);
    expect(original.toString()).toBe('page=3');
  });
});
