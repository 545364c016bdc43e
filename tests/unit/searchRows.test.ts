import { describe, expect, it } from 'vitest';
import { findIn, searchable } from '../../src/features/admin/shared/searchRows';

const rows = [
  searchable('seller 120', ['Bench seller 120'], {
    phones: ['+4740000121'],
    emails: ['bench-seller-120@bench.no'],
  }),
  searchable('seller 12', ['Bench seller 12'], {
    phones: ['+47 400 00 013'],
    emails: ['bench-seller-12@bench.no'],
  }),
  searchable('car', ['EL 12345', 'Škoda Octavia']),
];

describe('finding rows in a console list', () => {
  it('finds every word anywhere, the whole words first', () => {
    expect(findIn(rows, 'bench seller 12')).toEqual(['seller 12', 'seller 120']);
    expect(findIn(rows, 'skoda')).toEqual(['car']);
  });

  it('finds a registration number without its space', () => {
    expect(findIn(rows, 'el12345')).toEqual(['car']);
  });

  it('reads a search with an @ as part of an e-mail, as typed', () => {
    expect(findIn(rows, 'bench-seller-12@')).toEqual(['seller 12']);
  });

  it('finds a phone number by its digits, with or without +47', () => {
    expect(findIn(rows, '40000013')).toEqual(['seller 12']);
    expect(findIn(rows, '+47 4000 0121')).toEqual(['seller 120']);
  });

  it('finds every row for an empty search', () => {
    expect(findIn(rows, '  ')).toHaveLength(3);
  });
});
