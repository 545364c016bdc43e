import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from '../../src/lib/money';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it("groups thousands the Norwegian way and ends with ',-'", () => {
    expect(formatMoney(150000)).toBe(`150${NBSP}000,-`);
    expect(formatMoney(1234567)).toBe(`1${NBSP}234${NBSP}567,-`);
  });

  it('shows small amounts and zero without grouping', () => {
    expect(formatMoney(0)).toBe('0,-');
    expect(formatMoney(999)).toBe('999,-');
  });

  it('reads server amounts with two decimals as whole kroner', () => {
    expect(formatMoney(150000.0)).toBe(`150${NBSP}000,-`);
  });

  it('never uses the narrow no-break space', () => {
    expect(formatMoney(99999999)).not.toMatch(/\u202f/);
  });
});

describe('formatNumber', () => {
  it('groups thousands the Norwegian way, with a plain no-break space', () => {
    expect(formatNumber(84000)).toBe(`84${NBSP}000`);
    expect(formatNumber(1234567)).toBe(`1${NBSP}234${NBSP}567`);
    expect(formatNumber(5)).toBe('5');
  });

  it('writes decimals with a comma and drops trailing zeros', () => {
    expect(formatNumber(1398.5)).toBe(`1${NBSP}398,5`);
    expect(formatNumber(1398.0)).toBe(`1${NBSP}398`);
  });

  it('writes every number exactly as Intl.NumberFormat nb-NO does, with the plain no-break space', () => {
    const intl = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 2, minimumFractionDigits: 0 });
    const expected = (value: number) => intl.format(value).replace(/\u202f/g, NBSP);
    const special = [0, -0, 0.005, 0.015, 1.005, 2.675, 0.995, 9.995, 999.999, 1e-7, 0.1 + 0.2, -1234.565];
    const bounds = [999, 1000, 999_999, 1_000_000, 2_147_483_647, 1e15 - 1, 1e15, 1e21, -1e21];
    const odd = [Number.NaN, Infinity, -Infinity, Number.MAX_SAFE_INTEGER, Number.MIN_VALUE];
    // A fixed pseudo-random sequence: amounts, kilometres, prices with øre, negatives.
    let seed = 42;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const random = Array.from({ length: 3000 }, (_, index) => {
      const magnitude = 10 ** Math.floor(next() * 10);
      const value = next() * magnitude;
      const rounded = [
        Math.round(value),
        Math.round(value * 100) / 100,
        Math.round(value * 1000) / 1000,
        value,
      ];
      return (index % 7 === 0 ? -1 : 1) * (rounded[index % 4] ?? value);
    });
    for (const value of [...special, ...bounds, ...odd, ...random])
      expect(formatNumber(value), String(value)).toBe(expected(value));
  });
});
