/**
 * What each role may do, by the role the server gives (contract §3, UserRole in the backend), in
 * one place: the header's links, the console's door, the finder's follow buttons, the add-car page
 * and the operator's actions on users all ask here. Read the role from the own user's query only:
 * the server owns it (api/users, userQuery).
 */

/** The roles that run the marketplace and see the operator's console. */
const OPERATOR_ROLES: ReadonlySet<string> = new Set(['ADMIN', 'SUPER_ADMIN']);
/** Who may add cars: sellers, and the operators the backend also lets in (contract §3.1). */
const ADDS_CARS: ReadonlySet<string> = new Set(['SELLER', ...OPERATOR_ROLES]);

export const isOperatorRole = (role: string | undefined): boolean =>
  role !== undefined && OPERATOR_ROLES.has(role);

/** Buyer companies and their representatives follow auctions and have a desk. */
export const isBuyerRole = (role: string | undefined): boolean =>
  role === 'BUYER_REPRESENTATIVE' || role === 'BUYER_COMPANY';

export const mayAddCars = (role: string): boolean => ADDS_CARS.has(role);

/** Only a SUPER_ADMIN sees and makes operators (GET /users/admins, POST /users/register-admin). */
export const isSuperAdmin = (role: string | undefined): boolean => role === 'SUPER_ADMIN';

/**
 * Whether an operator may act on a user of `role`: an ADMIN not on a SUPER_ADMIN. Production lets
 * an ADMIN change a SUPER_ADMIN; the intended rule does not (contract §14.4).
 */
export const mayActOnRole = (operatorRole: string | undefined, role: string): boolean =>
  isSuperAdmin(operatorRole) || !isSuperAdmin(role);
