/**
 * What each role may do, by the role the server gives (contract §3, UserRole in the backend), in
 * one place: every check of a role in src/ asks here, named for what it allows, and the lint rule
 * local/no-role-literals refuses a comparison with a role's name anywhere else. Read the role from
 * the own user's query only: the server owns it (api/users, userQuery).
 */
type Role = string | undefined;

/** The roles that run the marketplace and see the operator's console. */
const OPERATOR_ROLES: ReadonlySet<string> = new Set(['ADMIN', 'SUPER_ADMIN']);
/** Who may add cars: sellers, and the operators the backend also lets in (contract §3.1). */
const ADDS_CARS: ReadonlySet<string> = new Set(['SELLER', ...OPERATOR_ROLES]);
/** Who may own cars: sellers, and one-time sellers, whose account is made with their one car (contract §4.2). */
const OWNS_CARS: ReadonlySet<string> = new Set(['SELLER', 'ONE_TIME_SELLER']);
/** Whose profile keeps a postal address: sellers, and companies (with a country too). */
const KEEPS_ADDRESS: ReadonlySet<string> = new Set(['SELLER', 'BUYER_COMPANY']);

export const isOperatorRole = (role: Role): boolean => role !== undefined && OPERATOR_ROLES.has(role);

/** Buyer companies and their representatives follow auctions and have a desk. */
export const isBuyerRole = (role: Role): boolean => mayBid(role) || isBuyerCompany(role);

/** Only a representative bids, in its company's name (contract §3); its company watches. */
export const mayBid = (role: Role): boolean => role === 'BUYER_REPRESENTATIVE';

/** A buyer company: an organisation with representatives, a number and a country (contract §4.6). */
export const isBuyerCompany = (role: Role): boolean => role === 'BUYER_COMPANY';

/** A registered seller, with a profile listing its own cars. */
export const isSeller = (role: Role): boolean => role === 'SELLER';

/** A one-time seller: an account made with one car's application, named apart wherever it is listed. */
export const isOneTimeSeller = (role: Role): boolean => role === 'ONE_TIME_SELLER';

/** Everyone but a one-time seller logs in: only they have a password, a lock and a real e-mail (contract §3, §4.2). */
export const logsIn = (role: Role): boolean => !isOneTimeSeller(role);

/** A representative may not change its own password; its company sets it (contract §12 #10). */
export const mayChangeOwnPassword = (role: Role): boolean => !mayBid(role);

export const mayAddCars = (role: Role): boolean => role !== undefined && ADDS_CARS.has(role);

export const ownsCars = (role: Role): boolean => role !== undefined && OWNS_CARS.has(role);

export const keepsAddress = (role: Role): boolean => role !== undefined && KEEPS_ADDRESS.has(role);

/** Only a SUPER_ADMIN sees and makes operators (GET /users/admins, POST /users/register-admin). */
export const isSuperAdmin = (role: Role): boolean => role === 'SUPER_ADMIN';

/**
 * Whether an operator may act on a user of `role`: an ADMIN not on a SUPER_ADMIN. Production lets
 * an ADMIN change a SUPER_ADMIN; the intended rule does not (contract §14.4).
 */
export const mayActOnRole = (operatorRole: Role, role: string): boolean =>
  isSuperAdmin(operatorRole) || !isSuperAdmin(role);
