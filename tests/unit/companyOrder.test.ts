import { describe, expect, it } from 'vitest';
import type { BuyerCompany } from '../../src/api/operatorUsers';
import { searchableCompanies } from '../../src/features/admin/companies/searchableCompanies';
import { companyUser } from '../support/fixtures';

const named = (organisationName: string) =>
  ({ ...companyUser({ organisationName }), id: organisationName }) as unknown as BuyerCompany;

const order = (names: string[]) =>
  searchableCompanies(names.map(named)).map(({ item }) => item.organisationName);

describe('the order of the console’s companies', () => {
  it('reads numbers as numbers, not as text', () => {
    expect(order(['Bench Bil 10', 'Bench Bil 2', 'Bench Bil 0', 'Bench Bil 11', 'Bench Bil 1'])).toEqual([
      'Bench Bil 0',
      'Bench Bil 1',
      'Bench Bil 2',
      'Bench Bil 10',
      'Bench Bil 11',
    ]);
  });

  it('sorts Norwegian letters as Norwegians do, case ignored', () => {
    expect(order(['Ås Bil', 'øst Motor', 'Ærlig Auto', 'berg Bil', 'Auto Zet'])).toEqual([
      'Auto Zet',
      'berg Bil',
      'Ærlig Auto',
      'øst Motor',
      'Ås Bil',
    ]);
  });
});
