import { describe, expect, it } from 'vitest';
import {
  isBuyerCompany,
  isBuyerRole,
  isOneTimeSeller,
  isOperatorRole,
  isSeller,
  isSuperAdmin,
  keepsAddress,
  logsIn,
  mayActOnRole,
  mayAddCars,
  mayBid,
  mayChangeOwnPassword,
  ownsCars,
} from '../../src/rules/roles';

const ROLES = ['SELLER', 'ONE_TIME_SELLER', 'BUYER_COMPANY', 'BUYER_REPRESENTATIVE', 'ADMIN', 'SUPER_ADMIN'];
const holders = (may: (role: string) => boolean) => ROLES.filter(may);

describe('what each role may do (contract §3)', () => {
  it('operators run the console; buyers follow auctions; sellers and operators add cars', () => {
    expect(holders(isOperatorRole)).toEqual(['ADMIN', 'SUPER_ADMIN']);
    expect(holders(isBuyerRole)).toEqual(['BUYER_COMPANY', 'BUYER_REPRESENTATIVE']);
    expect(holders(mayAddCars)).toEqual(['SELLER', 'ADMIN', 'SUPER_ADMIN']);
    expect(holders(isSuperAdmin)).toEqual(['SUPER_ADMIN']);
  });

  it('representatives bid for their company, which may not set their password; sellers own cars', () => {
    expect(holders(mayBid)).toEqual(['BUYER_REPRESENTATIVE']);
    expect(holders(mayChangeOwnPassword)).toEqual(ROLES.filter((role) => role !== 'BUYER_REPRESENTATIVE'));
    expect(holders(isBuyerCompany)).toEqual(['BUYER_COMPANY']);
    expect(holders(isSeller)).toEqual(['SELLER']);
    expect(holders(ownsCars)).toEqual(['SELLER', 'ONE_TIME_SELLER']);
    expect(holders(keepsAddress)).toEqual(['SELLER', 'BUYER_COMPANY']);
  });

  it('a one-time seller alone never logs in', () => {
    expect(holders(isOneTimeSeller)).toEqual(['ONE_TIME_SELLER']);
    expect(holders(logsIn)).toEqual(ROLES.filter((role) => role !== 'ONE_TIME_SELLER'));
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
