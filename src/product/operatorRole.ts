/** The roles that run the marketplace and see the operator's console (contract §3). */
const OPERATOR_ROLES: ReadonlySet<string> = new Set(['ADMIN', 'SUPER_ADMIN']);

/** Whether the server says this role is an operator's; read it from the own user's query only. */
export const isOperatorRole = (role: string | undefined): boolean =>
  role !== undefined && OPERATOR_ROLES.has(role);
