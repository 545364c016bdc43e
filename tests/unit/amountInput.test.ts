import { describe, expect, it } from 'vitest';
import { readAmount } from '../../src/lib/amountInput';

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

const amount = (value: number, fractional = false) => ({ kind: 'amount', value, fractional });
const refused = (problem: string) => ({ kind: 'refused', problem });

describe('readAmount: Norwegian number writing', () => {
  it.each([
    ['153000', amount(153_000)],
    ['153 000', amount(153_000)],
    [`153${NBSP}000`, amount(153_000)],
    [`1${NARROW_NBSP}153${NARROW_NBSP}000`, amount(1_153_000)],
    ['153.000', amount(153_000)],
    ['1.153.000', amount(1_153_000)],
    ['153000,50', amount(153_000.5, true)],
    ['153 000,5', amount(153_000.5, true)],
    ['153 000,00', amount(153_000)],
    ['150 000,-', amount(150_000)],
    [`kr 150${NBSP}000,-`, amount(150_000)],
    ['150000 kr', amount(150_000)],
    ['NOK 150000', amount(150_000)],
    ['  42  ', amount(42)],
    ['007', amount(7)],
  ])('reads %j', (input, expected) => {
    expect(readAmount(input, 'no')).toEqual(expected);
  });

  it.each([
    ['-5000', 'negative'],
    ['−5000', 'negative'],
    ['1e12', 'characters'],
    ['12a', 'characters'],
    ['+3', 'characters'],
    ['kr', 'characters'],
    // Read two ways, or grouped wrongly: refused, never guessed.
    ['153,000', 'format'],
    ['153.5', 'format'],
    ['1 53 000', 'format'],
    ['153 000.000', 'format'],
    ['1.153 000', 'format'],
    ['153000,', 'format'],
    ['153,505', 'format'],
    [',', 'format'],
  ])('refuses %j (%s)', (input, problem) => {
    expect(readAmount(input, 'no')).toEqual(refused(problem));
  });

  it('reads nothing from an empty field', () => {
    expect(readAmount('', 'no')).toEqual({ kind: 'empty' });
    expect(readAmount('   ', 'no')).toEqual({ kind: 'empty' });
  });

  it('reads a 20-digit number as the number it is (too large for any field), not as nothing', () => {
    const reading = readAmount('12345678901234567890', 'no');
    expect(reading).toMatchObject({ kind: 'amount' });
    expect(reading.kind === 'amount' && reading.value > 1e19).toBe(true);
  });
});

describe('readAmount: English number writing', () => {
  it.each([
    ['153,000', amount(153_000)],
    ['1,153,000', amount(1_153_000)],
    ['153 000', amount(153_000)],
    ['153000.50', amount(153_000.5, true)],
    ['153,000.50', amount(153_000.5, true)],
    // How the app writes money in both languages (spec §9): copied from the page, it reads.
    [`150${NBSP}000,-`, amount(150_000)],
  ])('reads %j', (input, expected) => {
    expect(readAmount(input, 'en')).toEqual(expected);
  });

  it.each([
    ['153000,50', 'format'],
    ['153.000', 'format'],
    ['1,5', 'format'],
    ['1,153.000', 'format'],
    ['-1', 'negative'],
    ['1e12', 'characters'],
  ])('refuses %j (%s)', (input, problem) => {
    expect(readAmount(input, 'en')).toEqual(refused(problem));
  });
});
