import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { withLicenceType } from '../lib/fileLimits';
import type { UploadWatch } from '../lib/uploadProgress';
import { recordAccountLocked, sessionSnapshot } from '../session/sessionStore';
import { jsonPart, requestEmpty, requestJson, uploadOptions } from './http';

export const USER_ROLES = [
  'SELLER',
  'ONE_TIME_SELLER',
  'BUYER_COMPANY',
  'BUYER_REPRESENTATIVE',
  'ADMIN',
  'SUPER_ADMIN',
] as const;

const addressSchema = z.object({
  streetAddress: z.nullish(z.string()),
  postalLocation: z.nullish(z.string()),
  postalCode: z.nullish(z.string()),
  country: z.nullish(z.string()),
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
});
const registrationAnswerSchema = z.object({ userId: z.string(), name: z.nullish(z.string()) });

export interface SellerRegistration {
  name: string;
  phoneNumber: string;
  email: string;
  password: string;
  address: { streetAddress: string; postalLocation: string; postalCode: string };
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
      address: { streetAddress: string; postalLocation: string; postalCode: string };
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

export const login = (email: string, password: string) =>
  requestJson(
    { method: 'POST', url: '/api/v1/users/login', data: { email, password }, anonymous: true },
    loginAnswerSchema,
    'login answer',
  );

/**
 * One user. The server owns the own user's role and lock (it re-reads them on every request,
 * contract §1.2): screens read them from this query only (product/useOwnUser). The spec's
 * `isAccountLocked` session key (spec §3, §7) is written from the answer, never read back.
 */
export async function fetchUser(id: string) {
  const user = await requestJson({ url: `/api/v1/users/${encodeURIComponent(id)}` }, userSchema, 'user');
  if (user.id === sessionSnapshot().userId) recordAccountLocked(user.accountLocked);
  return user;
}

/** Buyer companies and their representatives follow auctions and have a desk. */
export const isBuyerRole = (role: string | undefined): boolean =>
  role === 'BUYER_REPRESENTATIVE' || role === 'BUYER_COMPANY';

export const userQuery = (id: string) =>
  queryOptions({ queryKey: ['users', id], queryFn: () => fetchUser(id) });

/** A company's representatives list: under the company's user key, so invalidating the user refreshes it. */
export const representativesKey = (companyId: string) =>
  [...userQuery(companyId).queryKey, 'representatives'] as const;

export const registerSeller = (seller: SellerRegistration) =>
  requestJson(
    { method: 'POST', url: '/api/v1/users/register-seller', data: seller, anonymous: true },
    registrationAnswerSchema,
    'registration answer',
  );

export const registerOneTimeSeller = (seller: { name: string; phoneNumber: string }) =>
  requestJson(
    { method: 'POST', url: '/api/v1/users/register-one-time-seller', data: seller, anonymous: true },
    registrationAnswerSchema,
    'registration answer',
  );

export function registerBuyer(buyer: BuyerRegistration, licences: readonly File[], watch?: UploadWatch) {
  const form = new FormData();
  form.append('buyerData', jsonPart(buyer));
  licences.forEach((file) => form.append('organisationLicences', withLicenceType(file), file.name));
  return requestJson(
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
export const registerRepresentative = (representative: RepresentativeRegistration) =>
  requestJson(
    { method: 'POST', url: '/api/v1/users/register-representative', data: representative },
    representativeSchema,
    'representative',
  );

export const updateUser = (update: UserUpdate) =>
  requestJson({ method: 'PUT', url: '/api/v1/users', data: update }, userSchema, 'user');

export const updatePassword = (id: string, password: string) =>
  requestEmpty({
    method: 'PUT',
    url: `/api/v1/users/${encodeURIComponent(id)}/update-password`,
    data: { password },
  });

export const deleteUser = (id: string) =>
  requestEmpty({ method: 'DELETE', url: `/api/v1/users/${encodeURIComponent(id)}` });

/** The spec's call; production lacks it (contract §4.9), so callers fall back to the company's own user. */
export const fetchRepresentatives = (companyId: string) =>
  requestJson(
    { url: `/api/v1/users/buyers/${encodeURIComponent(companyId)}/representatives` },
    z.array(representativeSchema),
    'representatives',
  );
