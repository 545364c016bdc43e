import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/lib/money';

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
