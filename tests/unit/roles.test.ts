import { describe, expect, it } from 'vitest';
import { isBuyerRole, isOperatorRole, isSuperAdmin, mayActOnRole, mayAddCars } from '../../src/rules/roles';

const ROLES = ['SELLER', 'ONE_TIME_SELLER', 'BUYER_COMPANY', 'BUYER_REPRESENTATIVE', 'ADMIN', 'SUPER_ADMIN'];
const holders = (may: (role: string) => boolean) => ROLES.filter(may);

describe('what each role may do (contract §3)', () => {
  it('operators run the console; buyers follow auctions; sellers and operators add cars', () => {
    expect(holders(isOperatorRole)).toEqual(['ADMIN', 'SUPER_ADMIN']);
    expect(holders(isBuyerRole)).toEqual(['BUYER_COMPANY', 'BUYER_REPRESENTATIVE']);
    expect(holders(mayAddCars)).toEqual(['SELLER', 'ADMIN', 'SUPER_ADMIN']);
    expect(holders(isSuperAdmin)).toEqual(['SUPER_ADMIN']);
  });

  it('a role not read yet may do nothing', () => {
    expect(isOperatorRole(undefined)).toBe(false);
    expect(isBuyerRole(undefined)).toBe(false);
  });

  it('an ADMIN acts on everyone but a SUPER_ADMIN; a SUPER_ADMIN on everyone', () => {
    expect(holders((role) => mayActOnRole('ADMIN', role))).toEqual(ROLES.slice(0, 5));
    expect(holders((role) => mayActOnRole('SUPER_ADMIN', role))).toEqual(ROLES);
  });
});
