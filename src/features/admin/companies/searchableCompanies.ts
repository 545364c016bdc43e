import type { BuyerCompany } from '../../../api/operatorUsers';
import { searchable } from '../shared/searchRows';

const byName = (a: BuyerCompany, b: BuyerCompany) =>
  (a.organisationName ?? a.name).localeCompare(b.organisationName ?? b.name, 'nb');

/** Companies by name, each found by its organisation, contact person, e-mail or phone. */
export const searchableCompanies = (companies: readonly BuyerCompany[]) =>
  [...companies].sort(byName).map((company) =>
    searchable(company, [company.organisationName, company.organisationNumber, company.name], {
      phones: [company.phoneNumber],
      emails: [company.email],
    }),
  );
