import type { BuyerCompany } from '../../../api/operatorUsers';
import { compareNames } from '../../../lib/searchText';
import { searchable } from '../shared/searchRows';

const byName = (a: BuyerCompany, b: BuyerCompany) =>
  compareNames(a.organisationName ?? a.name, b.organisationName ?? b.name);

/**
 * Companies by name, numbers as numbers ("Bil 2" before "Bil 10"); the awaiting ones have a list of
 * their own, above the approved. The backend keeps no registration date, so "oldest waiting first"
 * cannot be known (contract §5). Each found by its organisation, contact person, e-mail or phone. */
export const searchableCompanies = (companies: readonly BuyerCompany[]) =>
  [...companies].sort(byName).map((company) =>
    searchable(company, [company.organisationName, company.organisationNumber, company.name], {
      phones: [company.phoneNumber],
      emails: [company.email],
    }),
  );
