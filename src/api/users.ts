import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { withLicenceType } from '../lib/fileLimits';
import type { UploadWatch } from '../lib/uploadProgress';
import { countryFromPostalLocation, postalLocationWithCountry } from '../rules/addressCountry';
import { isSeller } from '../rules/roles';
import { ApiError } from './ApiError';
import { jsonPart, requestEmpty, requestJson, uploadOptions, type HttpClient } from './http';

const USER_ROLES = [
  'SELLER',
  'ONE_TIME_SELLER',
  'BUYER_COMPANY',
  'BUYER_REPRESENTATIVE',
  'ADMIN',
  'SUPER_ADMIN',
] as const;

/**
 * An address as production writes it: a company's with its `country`, a seller's without one (its
 * `Address` has none), so a seller's country is read from its postal location
 * (rules/addressCountry.ts) and every screen sees one shape.
 */
export const addressSchema = z.pipe(
  z.object({
    streetAddress: z.nullish(z.string()),
    postalLocation: z.nullish(z.string()),
    postalCode: z.nullish(z.string()),
    country: z.nullish(z.string()),
  }),
  z.transform((address) =>
    address.country === undefined && address.postalLocation
      ? { ...address, ...countryFromPostalLocation(address.postalLocation) }
      : address,
  ),
);

interface SellerAddress {
  streetAddress: string;
  postalLocation: string;
  postalCode: string;
  /** Empty for Norway; production has no field for it, so it travels in the postal location. */
  country: string;
}

/** A seller's address as production takes it: street, postal location (with any country) and code. */
export const sellerAddressOnWire = ({
  streetAddress,
  postalLocation,
  postalCode,
  country,
}: SellerAddress) => ({
  streetAddress,
  postalLocation: postalLocationWithCountry(postalLocation, country),
  postalCode,
});

export const representativeSchema = z.object({
  id: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  role: z.optional(z.literal('BUYER_REPRESENTATIVE')),
  accountLocked: z.optional(z.boolean()),
  savedCarIds: z.pipe(
    z.nullish(z.array(z.string())),
    z.transform((ids) => ids ?? []),
  ),
  buyerCompanyId: z.nullish(z.string()),
});
export type Representative = z.output<typeof representativeSchema>;

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  role: z.enum(USER_ROLES),
  accountLocked: z.boolean(),
  address: z.nullish(addressSchema),
  organisationName: z.nullish(z.string()),
  organisationNumber: z.nullish(z.string()),
  representatives: z.nullish(z.array(representativeSchema)),
  savedCarIds: z.nullish(z.array(z.string())),
  buyerCompanyId: z.nullish(z.string()),
  carIds: z.nullish(z.array(z.string())),
});
export type User = z.output<typeof userSchema>;

const loginAnswerSchema = z.object({
  token: z.string().check(z.minLength(1)),
  userId: z.string().check(z.minLength(1)),
  role: z.optional(z.string()),
});
const registrationAnswerSchema = z.object({ userId: z.string(), name: z.nullish(z.string()) });

export interface SellerRegistration {
  name: string;
  phoneNumber: string;
  email: string;
  password: string;
  address: SellerAddress;
}

export interface BuyerRegistration {
  name: string;
  phoneNumber: string;
  organisationNumber: string;
  organisationName: string;
  email: string;
  password: string;
  organisationAddress: { streetAddress: string; postalLocation: string; postalCode: string; country: string };
}

export interface RepresentativeRegistration {
  name: string;
  phoneNumber: string;
  email: string;
  password: string;
  buyerCompanyId: string;
}

/** PUT /api/v1/users: the backend needs `role`, `id` and `email`, and for companies the organisation fields (contract §4.6). */
export type UserUpdate =
  | {
      role: 'SELLER';
      id: string;
      name: string;
      phoneNumber: string;
      email: string;
      address: SellerAddress;
    }
  | {
      role: 'BUYER_COMPANY';
      id: string;
      name: string;
      phoneNumber: string;
      email: string;
      organisationName: string;
      organisationNumber: string;
      address: { streetAddress: string; postalLocation: string; postalCode: string; country: string };
    }
  | { role: 'BUYER_REPRESENTATIVE'; id: string; name: string; phoneNumber: string; email: string };

export const login = (http: HttpClient, email: string, password: string) =>
  requestJson(
    http,
    { method: 'POST', url: '/api/v1/users/login', data: { email, password }, anonymous: true },
    loginAnswerSchema,
    'login answer',
  );

/**
 * Whether an account of `role` with this e-mail and password exists: the public login tells
 * (`UserController.login` → `UserApplicationService.authenticateUser`: 404 for an unknown e-mail, 401
 * for another password, contract §1.1), which is how a registration whose answer was lost learns that
 * it arrived (contract §14.7). The token it brings is not kept: registering never logs in.
 */
export async function accountExists(
  http: HttpClient,
  { email, password }: { email: string; password: string },
  role: (typeof USER_ROLES)[number],
): Promise<boolean> {
  try {
    return (await login(http, email, password)).role === role;
  } catch (error) {
    if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 401)) return false;
    throw error;
  }
}

/**
 * One user. The server owns the own user's role and lock (it re-reads them on every request,
 * contract §1.2): screens read them from this query only (product/useOwnUser). The spec's
 * `isAccountLocked` session key (spec §3, §7) is written from the answer, never read back.
 */
export async function fetchUser(http: HttpClient, id: string) {
  const user = await requestJson(
    http,
    { url: `/api/v1/users/${encodeURIComponent(id)}` },
    userSchema,
    'user',
  );
  if (user.id === http.session.snapshot().userId) http.session.recordAccountLocked(user.accountLocked);
  return user;
}

/** The key of one user's query (and, under it, the company's representatives). */
export const userKey = (id: string) => ['users', id] as const;

export const userQuery = (http: HttpClient, id: string) =>
  queryOptions({ queryKey: userKey(id), queryFn: () => fetchUser(http, id) });

/** A company's representatives list: under the company's user key, so invalidating the user refreshes it. */
export const representativesKey = (companyId: string) => [...userKey(companyId), 'representatives'] as const;

export const registerSeller = (http: HttpClient, seller: SellerRegistration) =>
  requestJson(
    http,
    {
      method: 'POST',
      url: '/api/v1/users/register-seller',
      data: { ...seller, address: sellerAddressOnWire(seller.address) },
      anonymous: true,
    },
    registrationAnswerSchema,
    'registration answer',
  );

export const registerOneTimeSeller = (http: HttpClient, seller: { name: string; phoneNumber: string }) =>
  requestJson(
    http,
    { method: 'POST', url: '/api/v1/users/register-one-time-seller', data: seller, anonymous: true },
    registrationAnswerSchema,
    'registration answer',
  );

export function registerBuyer(
  http: HttpClient,
  buyer: BuyerRegistration,
  licences: readonly File[],
  watch?: UploadWatch,
) {
  const form = new FormData();
  form.append('buyerData', jsonPart(buyer));
  licences.forEach((file) => form.append('organisationLicences', withLicenceType(file), file.name));
  return requestJson(
    http,
    {
      method: 'POST',
      url: '/api/v1/users/register-buyer',
      data: form,
      anonymous: true,
      ...uploadOptions(watch),
    },
    registrationAnswerSchema,
    'registration answer',
  );
}

/** Needs the company's token: the backend checks that the caller is logged in and not locked. */
export const registerRepresentative = (http: HttpClient, representative: RepresentativeRegistration) =>
  requestJson(
    http,
    { method: 'POST', url: '/api/v1/users/register-representative', data: representative },
    representativeSchema,
    'representative',
  );

export const updateUser = (http: HttpClient, update: UserUpdate) =>
  requestJson(
    http,
    {
      method: 'PUT',
      url: '/api/v1/users',
      data:
        isSeller(update.role) && 'address' in update
          ? { ...update, address: sellerAddressOnWire(update.address) }
          : update,
    },
    userSchema,
    'user',
  );

export const updatePassword = (http: HttpClient, id: string, password: string) =>
  requestEmpty(http, {
    method: 'PUT',
    url: `/api/v1/users/${encodeURIComponent(id)}/update-password`,
    data: { password },
  });

export const deleteUser = (http: HttpClient, id: string) =>
  requestEmpty(http, { method: 'DELETE', url: `/api/v1/users/${encodeURIComponent(id)}` });

/** The spec's call; production lacks it (contract §4.9), so callers fall back to the company's own user. */
export const fetchRepresentatives = (http: HttpClient, companyId: string) =>
  requestJson(
    http,
    { url: `/api/v1/users/buyers/${encodeURIComponent(companyId)}/representatives` },
    z.array(representativeSchema),
    'representatives',
  );
