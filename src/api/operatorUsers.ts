import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { requestEmpty, requestJson, type HttpClient } from './http';
import { addressSchema, representativeSchema, sellerAddressOnWire, userSchema, type User } from './users';
import { isBuyerCompany, isOneTimeSeller, keepsAddress, logsIn } from '../rules/roles';

/**
 * The operator's calls on users (contract §9, §14.2), for the operator's console only: the user
 * lists and these calls are never made anywhere else (docs/screens.md).
 */

/** Pre-signed licence links live this long (contract §6.6, §13 #17). */
export const LICENCE_LINK_LIFETIME_MS = 10 * 60_000;

/** `GET /users/buyers`: companies with their raw licence URLs, no representatives (contract §9). */
const buyerCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  accountLocked: z.boolean(),
  organisationName: z.nullish(z.string()),
  organisationNumber: z.nullish(z.string()),
  organisationLicenceURLs: z.pipe(
    z.nullish(z.array(z.string())),
    z.transform((urls) => urls ?? []),
  ),
  address: z.nullish(addressSchema),
});
export type BuyerCompany = z.output<typeof buyerCompanySchema>;

/** Any user as an operator reads it: a one-time seller's `carId`, an operator's `fallbackEmail` too (contract §5). */
const operatorUserSchema = z.extend(userSchema, {
  carId: z.nullish(z.string()),
  fallbackEmail: z.nullish(z.string()),
});
export type OperatorUser = z.output<typeof operatorUserSchema>;

const winnerSchema = z.object({
  representative: representativeSchema,
  companyName: z.nullish(z.string()),
  companyEmail: z.nullish(z.string()),
  companyPhoneNumber: z.nullish(z.string()),
  companyContactPerson: z.nullish(z.string()),
});

const segment = encodeURIComponent;

/** Every key of this module starts here: a write invalidates the operator's view of users at once. */
export const operatorUsersKey = ['operator', 'users'] as const;

/** Both company lists, awaiting approval and approved. */
export const operatorBuyersKey = [...operatorUsersKey, 'buyers'] as const;

export const fetchBuyerCompanies = (http: HttpClient, locked: boolean) =>
  requestJson(
    http,
    { url: '/api/v1/users/buyers', params: { isLocked: locked } },
    z.array(buyerCompanySchema),
    'company list',
  );

export const buyerCompaniesQuery = (http: HttpClient, locked: boolean) =>
  queryOptions({
    queryKey: [...operatorBuyersKey, locked ? 'locked' : 'unlocked'],
    queryFn: () => fetchBuyerCompanies(http, locked),
  });

/** Fresh pre-signed links, valid 10 minutes: fetched when asked for, never kept in the query cache. */
export const fetchLicenceLinks = (http: HttpClient, companyId: string) =>
  requestJson(
    http,
    { url: `/api/v1/users/buyers/${segment(companyId)}/licences` },
    z.array(z.string()),
    'licence links',
  );

/** 204. A company's value is copied to its current representatives (contract §3, §14.2). */
export const setAccountLock = (http: HttpClient, userId: string, locked: boolean) =>
  requestEmpty(http, {
    method: 'PATCH',
    url: `/api/v1/users/${segment(userId)}/set-lock`,
    params: { isLocked: locked },
  });

/**
 * `GET /users` as the console lists it: the user's own fields, who they are and how to reach them,
 * and a one-time seller's car (the one id that names a car nobody can read, contract §14.3).
 */
const listedUserSchema = z.pick(operatorUserSchema, {
  carId: true,
  id: true,
  name: true,
  email: true,
  phoneNumber: true,
  role: true,
  accountLocked: true,
  organisationName: true,
  organisationNumber: true,
  buyerCompanyId: true,
});
export type ListedUser = z.output<typeof listedUserSchema>;

/**
 * Every user (`GET /users`, UserController.getAll; contract §9): the console's one way to find
 * users by any part of a name, e-mail or phone number, and to know each car's seller. Production
 * lets any logged-in user call it (a hole, contract §14.4): the app calls it for operators only.
 */
export const fetchAllUsers = (http: HttpClient) =>
  requestJson(http, { url: '/api/v1/users' }, z.array(listedUserSchema), 'user list');

/** 5,000 users are about 2 MB: read again only after a minute, or after a write (operatorUsersKey). */
const ALL_USERS_STALE_MS = 60_000;

export const allUsersQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: [...operatorUsersKey, 'all'],
    queryFn: () => fetchAllUsers(http),
    staleTime: ALL_USERS_STALE_MS,
  });

export const fetchOperatorUser = (http: HttpClient, id: string) =>
  requestJson(http, { url: `/api/v1/users/${segment(id)}` }, operatorUserSchema, 'user');

export const operatorUserQuery = (http: HttpClient, id: string) =>
  queryOptions({ queryKey: [...operatorUsersKey, 'user', id], queryFn: () => fetchOperatorUser(http, id) });

export const fetchWinnerWithCompany = (http: HttpClient, representativeId: string) =>
  requestJson(
    http,
    { url: `/api/v1/users/representatives/${segment(representativeId)}/with-company` },
    winnerSchema,
    'representative with company',
  );

export const winnerWithCompanyQuery = (http: HttpClient, representativeId: string) =>
  queryOptions({
    queryKey: [...operatorUsersKey, 'with-company', representativeId],
    queryFn: () => fetchWinnerWithCompany(http, representativeId),
  });

const text = (value: string | null | undefined) => value ?? '';

/** What an operator changes of a user: any of the fields `PUT /users/as-admin` applies (contract §4.6). */
export interface OperatorUserChanges {
  name?: string;
  phoneNumber?: string;
  email?: string;
  address?: { streetAddress: string; postalLocation: string; postalCode: string; country: string };
}

/**
 * `PUT /users/as-admin` (UserController.updateUserAsAdmin, UserApplicationService.updateUserAsAdmin):
 * the body is the user as stored with `changes` over it, because the backend requires each role's
 * fields (contract §4.6) and applies name, phone, e-mail and address from it. Changing the e-mail
 * ends every token of that user (contract §1.2); name, phone and address end none.
 */
export function updateUserAsAdmin(http: HttpClient, user: OperatorUser, changes: OperatorUserChanges) {
  const stored = user.address ?? {};
  const address = { ...stored, ...changes.address };
  const body: Record<string, unknown> = {
    id: user.id,
    name: changes.name ?? user.name,
    phoneNumber: changes.phoneNumber ?? user.phoneNumber,
    email: changes.email ?? user.email,
    role: user.role,
  };
  if (keepsAddress(user.role)) {
    const typed = {
      streetAddress: text(address.streetAddress),
      postalLocation: text(address.postalLocation),
      postalCode: text(address.postalCode),
      country: text(address.country),
    };
    body.address = isBuyerCompany(user.role) ? typed : sellerAddressOnWire(typed);
  }
  if (isBuyerCompany(user.role)) {
    body.organisationName = text(user.organisationName);
    body.organisationNumber = text(user.organisationNumber);
  }
  if (isOneTimeSeller(user.role)) body.carId = user.carId;
  return requestJson(
    http,
    { method: 'PUT', url: '/api/v1/users/as-admin', data: body },
    operatorUserSchema,
    'user',
  );
}

/**
 * Every operator, ADMIN and SUPER_ADMIN (`GET /users/admins`, UserController.getAllAdmins, for
 * ADMIN and SUPER_ADMIN; contract §9). The console shows it to a SUPER_ADMIN, who adds operators.
 */
export const fetchOperators = (http: HttpClient) =>
  requestJson(http, { url: '/api/v1/users/admins' }, z.array(operatorUserSchema), 'operator list');

export const operatorsQuery = (http: HttpClient) =>
  queryOptions({ queryKey: [...operatorUsersKey, 'admins'], queryFn: () => fetchOperators(http) });

export interface OperatorRegistration {
  name: string;
  phoneNumber: string;
  email: string;
  password: string;
}

/**
 * SUPER_ADMIN only; creates an ADMIN. The backend requires a `fallbackEmail` but never stores it
 * (it always reads "-", contract §4.6, §5.5), so the operator's own e-mail is sent for it.
 */
export const registerOperator = (http: HttpClient, operator: OperatorRegistration) =>
  requestJson(
    http,
    {
      method: 'POST',
      url: '/api/v1/users/register-admin',
      data: { ...operator, fallbackEmail: operator.email },
    },
    operatorUserSchema,
    'operator',
  );

/** A one-time seller's e-mail is a random id (contract §4.2): it is no address to write to. */
export const hasRealEmail = (user: Pick<User, 'role'>) => logsIn(user.role);
