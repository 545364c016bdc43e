import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Fixtures } from '../src/seed/demoData.js';
import type { RunningServer } from '../src/server.js';
import { call, login, resetData, startServer } from './helpers.js';

let server: RunningServer;
let fx: Fixtures;
let admin: string;
let superAdmin: string;

beforeAll(async () => {
  server = await startServer({ licenceLinkTtlMs: 400 });
});
afterAll(async () => server.close());
beforeEach(async () => {
  await resetData(server);
  fx = server.fixtures();
  admin = await login(server, 'admin@demo.no');
  superAdmin = await login(server, 'superadmin@demo.no');
});

const newAdmin = {
  name: 'Nora Drift',
  phoneNumber: '+4790001234',
  email: 'drift@demo.no',
  password: 'driftpass1',
  fallbackEmail: 'drift@privat.no',
};

describe('operator: user calls (contract §9)', () => {
  it('registers an admin only for a SUPER_ADMIN, validating first', async () => {
    const answer = await call(server, '/api/v1/users/register-admin', {
      method: 'POST',
      token: superAdmin,
      json: newAdmin,
    });
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({ role: 'ADMIN', email: 'drift@demo.no', fallbackEmail: '-' });
    expect(answer.json().accountLocked).toBe(false);
    await login(server, 'drift@demo.no', 'driftpass1');
    const again = await call(server, '/api/v1/users/register-admin', {
      method: 'POST',
      token: superAdmin,
      json: newAdmin,
    });
    expect([again.status, again.json().message]).toEqual([409, 'User with this email already exists']);
    const byAdmin = await call(server, '/api/v1/users/register-admin', {
      method: 'POST',
      token: admin,
      json: { ...newAdmin, email: 'x@demo.no' },
    });
    expect([byAdmin.status, byAdmin.text]).toEqual([403, '']);
    // Validation comes before the role check, so even an anonymous caller sees the 400.
    const invalid = await call(server, '/api/v1/users/register-admin', {
      method: 'POST',
      json: { ...newAdmin, fallbackEmail: null },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json().message).toContain('Fallback email cannot be null; ');
  });

  it('lists all users, sellers and companies to anyone logged in; admins only to operators', async () => {
    const users = (await call(server, '/api/v1/users', { token: admin })).json<{ role: string }[]>();
    expect(new Set(users.map((u) => u.role))).toEqual(
      new Set(['ADMIN', 'SUPER_ADMIN', 'SELLER', 'BUYER_COMPANY', 'BUYER_REPRESENTATIVE', 'ONE_TIME_SELLER']),
    );
    const admins = (await call(server, '/api/v1/users/admins', { token: admin })).json<{ id: string }[]>();
    expect(admins.map((a) => a.id).sort()).toEqual([fx.adminId, fx.superAdminId].sort());
    const sellers = (await call(server, '/api/v1/users/sellers', { token: admin })).json<
      { role: string }[]
    >();
    expect(sellers.every((s) => s.role === 'SELLER')).toBe(true);
    const waiting = await call(server, '/api/v1/users/buyers?isLocked=true', { token: admin });
    const companies = waiting.json<Record<string, unknown>[]>();
    expect(companies.map((c) => c.id).sort()).toEqual([fx.lockedCompanyId, fx.imageLicenceCompanyId].sort());
    for (const company of companies) {
      expect(company).not.toHaveProperty('representatives');
      expect((company.organisationLicenceURLs as string[]).length).toBeGreaterThan(0);
    }
    const approved = await call(server, '/api/v1/users/buyers?isLocked=false', { token: admin });
    expect(approved.json<{ id: string }[]>().map((c) => c.id)).toEqual([fx.companyId]);
    // Without isLocked (`@RequestParam(required = false)`): every company.
    const all = await call(server, '/api/v1/users/buyers', { token: admin });
    expect(
      all
        .json<{ id: string }[]>()
        .map((c) => c.id)
        .sort(),
    ).toEqual([fx.companyId, fx.lockedCompanyId, fx.imageLicenceCompanyId].sort());
    expect((await call(server, '/api/v1/users/buyers?isLocked=maybe', { token: admin })).status).toBe(403);
    // Production's hole (contract §14.4): a representative reads every user's contact details.
    const rep = await login(server, 'rep1@demo.no');
    for (const path of ['/users', '/users/sellers', '/users/buyers', '/users/buyers?isLocked=true']) {
      const answer = await call(server, `/api/v1${path}`, { token: rep });
      expect([path, answer.status]).toEqual([path, 200]);
    }
    const everyone = (await call(server, '/api/v1/users', { token: rep })).json<{ email: string }[]>();
    expect(everyone.map((u) => u.email)).toContain('selger@demo.no');
    expect((await call(server, '/api/v1/users/admins', { token: rep })).status).toBe(403);
    expect((await call(server, '/api/v1/users')).status).toBe(403);
  });

  it('finds users by e-mail and by number, with production’s 404 texts', async () => {
    const byEmail = await call(server, '/api/v1/users/by-email/rep1@demo.no', { token: admin });
    expect(byEmail.json()).toMatchObject({ id: fx.rep1Id, role: 'BUYER_REPRESENTATIVE' });
    const byNumber = await call(server, `/api/v1/users/by-number/${encodeURIComponent('+4791234567')}`, {
      token: admin,
    });
    expect(byNumber.json()).toMatchObject({ id: fx.sellerId });
    const noEmail = await call(server, '/api/v1/users/by-email/nobody@demo.no', { token: admin });
    expect([noEmail.status, noEmail.json().message]).toEqual([
      404,
      'User with email nobody@demo.no was not found',
    ]);
    const noNumber = await call(server, '/api/v1/users/by-number/123', { token: admin });
    expect([noNumber.status, noNumber.json().message]).toEqual([404, 'User with number 123 was not found']);
    const seller = await login(server, 'selger@demo.no');
    expect((await call(server, '/api/v1/users/by-email/rep1@demo.no', { token: seller })).status).toBe(403);
  });

  it('answers 403 with an empty body when two users share the number, as production’s Optional query throws', async () => {
    // A seller who submits twice: two one-time sellers with the same number, exactly as typed.
    for (let i = 0; i < 2; i++) {
      const registered = await call(server, '/api/v1/users/register-one-time-seller', {
        method: 'POST',
        json: { name: 'Ola To Ganger', phoneNumber: '+47 455 66 778' },
      });
      expect(registered.status).toBe(200);
    }
    const shared = await call(server, `/api/v1/users/by-number/${encodeURIComponent('+47 455 66 778')}`, {
      token: admin,
    });
    expect([shared.status, shared.text]).toEqual([403, '']);
    // Stored as typed: the same digits written otherwise are another number to this call.
    const otherwise = await call(server, '/api/v1/users/by-number/45566778', { token: admin });
    expect(otherwise.status).toBe(404);
    // The whole list has both (UserController.getAll), for operators.
    const all = (await call(server, '/api/v1/users', { token: admin })).json<{ name: string }[]>();
    expect(all.filter((user) => user.name === 'Ola To Ganger')).toHaveLength(2);
  });

  it('signs licence links for 10 minutes (here 400 ms): PDFs download, image licences are dead links', async () => {
    const links = (
      await call(server, `/api/v1/users/buyers/${fx.lockedCompanyId}/licences`, { token: admin })
    ).json<string[]>();
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toMatch(/^\/files\/private\/.+\?.*X-Amz-Expires=0.*&expires=\d+/);
      const file = await call(server, link);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.text.startsWith('%PDF-')).toBe(true);
    }
    const first = links[0] ?? '';
    const stretched = first.replace(/expires=(\d+)/, (_m, at: string) => `expires=${Number(at) + 600_000}`);
    expect((await call(server, stretched)).status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const expired = await call(server, first);
    expect(expired.status).toBe(403);
    expect(expired.text).toContain('Request has expired');

    const company = await login(server, 'vest@demo.no');
    const [image = ''] = (
      await call(server, `/api/v1/users/buyers/${fx.imageLicenceCompanyId}/licences`, { token: company })
    ).json<string[]>();
    const dead = await call(server, image);
    expect(dead.status).toBe(404);
    expect(dead.text).toContain('NoSuchKey');
    expect(
      (await call(server, `/api/v1/users/buyers/${fx.lockedCompanyId}/licences`, { token: company })).status,
    ).toBe(403);
  });

  it('reads a representative with its company for the representative itself or an operator', async () => {
    const answer = await call(server, `/api/v1/users/representatives/${fx.rep1Id}/with-company`, {
      token: admin,
    });
    expect(answer.json()).toMatchObject({
      representative: { id: fx.rep1Id, buyerCompanyId: fx.companyId },
      companyName: 'Nordic Export AS',
      companyEmail: 'firma@demo.no',
      companyPhoneNumber: '+4792345678',
      companyContactPerson: 'Nina Nordahl',
    });
    const rep1 = await login(server, 'rep1@demo.no');
    expect(
      (await call(server, `/api/v1/users/representatives/${fx.rep1Id}/with-company`, { token: rep1 })).status,
    ).toBe(200);
    expect(
      (await call(server, `/api/v1/users/representatives/${fx.rep2Id}/with-company`, { token: rep1 })).status,
    ).toBe(403);
    const missing = await call(server, `/api/v1/users/representatives/${fx.sellerId}/with-company`, {
      token: admin,
    });
    expect([missing.status, missing.json().message]).toEqual([
      404,
      `User with id '${fx.sellerId}' does not exist`,
    ]);
  });

  it('edits any user as an admin, e-mail included, which ends the user’s tokens', async () => {
    const companyToken = await login(server, 'firma@demo.no');
    const body = {
      role: 'BUYER_COMPANY',
      id: fx.companyId,
      name: 'Nina N. Nordahl',
      phoneNumber: '+4792345679',
      email: 'innkjop@demo.no',
      organisationName: 'Ignored AS',
      organisationNumber: '1',
      address: {
        country: 'Norge',
        streetAddress: 'Havnegata 5',
        postalLocation: 'Drammen',
        postalCode: '3015',
      },
    };
    const answer = await call(server, '/api/v1/users/as-admin', { method: 'PUT', token: admin, json: body });
    expect(answer.json()).toMatchObject({
      email: 'innkjop@demo.no',
      name: 'Nina N. Nordahl',
      organisationName: 'Nordic Export AS',
    });
    expect((await call(server, `/api/v1/users/${fx.companyId}`, { token: companyToken })).status).toBe(403);
    await login(server, 'innkjop@demo.no');
    const taken = await call(server, '/api/v1/users/as-admin', {
      method: 'PUT',
      token: admin,
      json: { ...body, email: 'selger@demo.no' },
    });
    expect(taken.status).toBe(409);
    const asSeller = await call(server, '/api/v1/users/as-admin', {
      method: 'PUT',
      token: await login(server, 'selger@demo.no'),
      json: body,
    });
    expect(asSeller.status).toBe(403);
    const wrongRole = await call(server, '/api/v1/users/as-admin', {
      method: 'PUT',
      token: admin,
      json: {
        ...body,
        role: 'SELLER',
        address: { streetAddress: 'a', postalLocation: 'b', postalCode: 'c' },
      },
    });
    expect(wrongRole.status).toBe(403);
  });

  it('lets an ADMIN lock, edit and re-password a SUPER_ADMIN, as production (contract §14.4)', async () => {
    const lock = await call(server, `/api/v1/users/${fx.superAdminId}/set-lock?isLocked=true`, {
      method: 'PATCH',
      token: admin,
    });
    expect(lock.status).toBe(204);
    const edit = await call(server, '/api/v1/users/as-admin', {
      method: 'PUT',
      token: admin,
      json: { role: 'SUPER_ADMIN', id: fx.superAdminId, name: 'X', phoneNumber: '1', email: 'x@demo.no' },
    });
    expect(edit.status).toBe(200);
    expect(edit.json()).toMatchObject({ name: 'X', email: 'x@demo.no', accountLocked: true });
    const password = await call(server, `/api/v1/users/${fx.superAdminId}/update-password`, {
      method: 'PUT',
      token: admin,
      json: { password: 'taken0ver' },
    });
    expect(password.status).toBe(200);
    expect(await login(server, 'x@demo.no', 'taken0ver')).not.toBe('');
    const gone = await call(server, `/api/v1/users/${fx.superAdminId}`, { method: 'DELETE', token: admin });
    expect(gone.status).toBe(204);
  });

  it('gives a forgotten password: an operator sets any user’s, old logins stay, production’s rules hold (issue 37)', async () => {
    const sellerToken = await login(server, 'selger@demo.no');
    const set = (token: string, id: string, password: unknown) =>
      call(server, `/api/v1/users/${id}/update-password`, { method: 'PUT', token, json: { password } });
    // Production's PasswordUpdateRequest (@NotBlank, @Size(min = 8)) escapes its JSON handlers: 403 empty.
    for (const bad of ['kort', '        ', null])
      expect(await set(admin, fx.sellerId, bad).then((a) => [a.status, a.text])).toEqual([403, '']);
    expect(await set(admin, fx.sellerId, 'Ny-midl-2026').then((a) => [a.status, a.text])).toEqual([200, '']);
    await expect(login(server, 'selger@demo.no')).rejects.toThrow(/401/);
    const fresh = await login(server, 'selger@demo.no', 'Ny-midl-2026');
    // A password change ends no token (contract §1.2): the earlier login still reads.
    expect((await call(server, `/api/v1/users/${fx.sellerId}`, { token: sellerToken })).status).toBe(200);
    // The user then chooses their own on the profile page.
    expect((await set(fresh, fx.sellerId, 'min-egen-2026')).status).toBe(200);
    await login(server, 'selger@demo.no', 'min-egen-2026');
    // A representative's company sets its password; the representative itself cannot (contract §12 #10).
    const repToken = await login(server, 'rep1@demo.no');
    expect((await set(repToken, fx.rep1Id, 'rep-egen-2026')).status).toBe(403);
    expect((await set(admin, fx.rep1Id, 'rep-midl-2026')).status).toBe(200);
    await login(server, 'rep1@demo.no', 'rep-midl-2026');
    // As production (contract §14.4): an ADMIN can for a SUPER_ADMIN too; the console does not offer it.
    expect((await set(admin, fx.superAdminId, 'super-midl-2026')).status).toBe(200);
    expect((await set(superAdmin, fx.adminId, 'admin-midl-2026')).status).toBe(200);
  });

  it('sets a lock with 204, copied from a company to its representatives; a missing value is 403', async () => {
    const approve = await call(server, `/api/v1/users/${fx.lockedCompanyId}/set-lock?isLocked=false`, {
      method: 'PATCH',
      token: admin,
    });
    expect([approve.status, approve.text]).toEqual([204, '']);
    expect(
      (await call(server, `/api/v1/users/${fx.lockedCompanyId}/set-lock`, { method: 'PATCH', token: admin }))
        .status,
    ).toBe(403);
  });
});
