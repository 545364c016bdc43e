import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { issueToken } from '../src/auth/jwt.js';
import type { Fixtures } from '../src/seed/demoData.js';
import type { RunningServer } from '../src/server.js';
import { call, control, jsonPart, login, resetData, startServer } from './helpers.js';

let server: RunningServer;
let fx: Fixtures;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());
beforeEach(async () => {
  await resetData(server);
  fx = server.fixtures();
});

const seller = {
  name: 'Per Hansen',
  phoneNumber: '+4799999999',
  email: 'per@test.no',
  password: 'hemmelig1',
  address: { streetAddress: 'Gata 1', postalLocation: 'Bergen', postalCode: '5003' },
};

describe('login and tokens', () => {
  it('issues an HS256 token with sub = e-mail, iss, iat and exp', async () => {
    const answer = await call(server, '/api/v1/users/login', {
      method: 'POST',
      json: { email: 'rep1@demo.no', password: 'demopass1' },
    });
    expect(answer.status).toBe(200);
    const { token, userId, role } = answer.json<{ token: string; userId: string; role: string }>();
    expect(userId).toBe(fx.rep1Id);
    expect(role).toBe('BUYER_REPRESENTATIVE');
    const [head, payload] = token.split('.');
    expect(JSON.parse(Buffer.from(head ?? '', 'base64url').toString())).toEqual({ alg: 'HS256' });
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    expect(claims.sub).toBe('rep1@demo.no');
    expect(claims.exp).toBe(Number(claims.iat) + 3600);
    expect(typeof claims.iss).toBe('string');
  });

  it('answers 404 for an unknown e-mail and the only 401 for a wrong password', async () => {
    const unknown = await call(server, '/api/v1/users/login', {
      method: 'POST',
      json: { email: 'x@y.no', password: 'p' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json().message).toBe('User with email x@y.no was not found');
    expect(unknown.json().timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{3}|\.\d{6})?$/);
    const wrong = await call(server, '/api/v1/users/login', {
      method: 'POST',
      json: { email: 'rep1@demo.no', password: 'nope' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json()).toMatchObject({
      statusCode: 401,
      message: 'Invalid credentials. Please check email or password.',
    });
  });

  it('lets a locked company log in', async () => {
    await expect(login(server, 'venter@demo.no')).resolves.toMatch(/\./);
  });

  it('answers malformed JSON with 400 and missing fields with validation messages', async () => {
    const bad = await call(server, '/api/v1/users/login', {
      method: 'POST',
      body: '{"email":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json().message).toBe('Your request is invalid. Cannot proceed.');
    const empty = await call(server, '/api/v1/users/login', { method: 'POST', json: { email: '' } });
    expect(empty.status).toBe(400);
    const message = String(empty.json().message);
    expect(message.startsWith('Validation error(s): ')).toBe(true);
    for (const part of [
      'Email cannot be blank; ',
      'Password cannot be null; ',
      'Password cannot be blank; ',
    ]) {
      expect(message).toContain(part);
    }
  });

  it('fails bad, expired and orphaned tokens with 403 and an empty body, even on public paths', async () => {
    const expired = issueToken('rep1@demo.no', 'bilauksjon-dev-backend', -10, 'whatever');
    for (const token of ['garbage', expired]) {
      for (const [path, method] of [
        ['/api/v1/cars', 'GET'],
        ['/api/v1/users/login', 'POST'],
      ] as const) {
        const answer = await call(server, path, {
          method,
          token,
          json: method === 'POST' ? { email: 'a', password: 'b' } : undefined,
        });
        expect(answer.status).toBe(403);
        expect(answer.text).toBe('');
      }
    }
    await control(server, 'jwt-ttl', { seconds: 0 });
    const stale = await login(server, 'rep1@demo.no');
    expect((await call(server, `/api/v1/users/${fx.rep1Id}`, { token: stale })).status).toBe(403);
  });

  it('re-loads the user on every request, so a deleted user’s token stops working', async () => {
    const token = await login(server, 'rep2@demo.no');
    const company = await login(server, 'firma@demo.no');
    expect(
      (await call(server, `/api/v1/users/${fx.rep2Id}`, { method: 'DELETE', token: company })).status,
    ).toBe(204);
    expect((await call(server, '/api/v1/cars', { token })).status).toBe(403);
  });

  it('answers unknown paths, wrong methods, bad ids and anonymous calls with 403 empty', async () => {
    const token = await login(server, 'admin@demo.no');
    for (const [path, method, t] of [
      ['/api/v1/nothing', 'GET', token],
      ['/api/v1/users/login', 'GET', undefined],
      ['/api/v1/users/not-a-uuid', 'GET', token],
      [`/api/v1/users/${fx.sellerId}`, 'GET', undefined],
      ['/api/v1/auctions', 'GET', undefined],
    ] as const) {
      const answer = await call(server, path, { method, token: t });
      expect(answer.status, path).toBe(403);
      expect(answer.text).toBe('');
    }
  });
});

describe('registration', () => {
  it('registers a seller and answers {userId, name}; a second time is 409', async () => {
    const first = await call(server, '/api/v1/users/register-seller', { method: 'POST', json: seller });
    expect(first.status).toBe(200);
    expect(Object.keys(first.json()).sort()).toEqual(['name', 'userId']);
    const token = await login(server, seller.email, seller.password);
    const me = await call(server, `/api/v1/users/${first.json().userId as string}`, { token });
    expect(me.json()).toMatchObject({
      role: 'SELLER',
      accountLocked: false,
      carIds: [],
      address: seller.address,
    });
    const again = await call(server, '/api/v1/users/register-seller', { method: 'POST', json: seller });
    expect(again.status).toBe(409);
    expect(again.json().message).toBe('User with this email already exists');
  });

  it('validates registration fields with the production messages', async () => {
    const answer = await call(server, '/api/v1/users/register-seller', {
      method: 'POST',
      json: { ...seller, name: null, password: 'short', address: { ...seller.address, postalCode: ' ' } },
    });
    expect(answer.status).toBe(400);
    const message = String(answer.json().message);
    for (const part of [
      'Name cannot be null; ',
      'Name cannot be blank; ',
      'Password should be at least 8 symbols long; ',
      'Postal code cannot be blank; ',
    ]) {
      expect(message).toContain(part);
    }
    const wrongType = await call(server, '/api/v1/users/register-seller', {
      method: 'POST',
      json: { ...seller, address: 'x' },
    });
    expect(wrongType.json().message).toBe('Your request is invalid. Cannot proceed.');
  });

  it('registers a one-time seller', async () => {
    const answer = await call(server, '/api/v1/users/register-one-time-seller', {
      method: 'POST',
      json: { name: 'Ola', phoneNumber: '1' },
    });
    expect(answer.status).toBe(200);
    expect(answer.json().name).toBe('Ola');
  });

  it('registers a buyer company (multipart) that starts locked', async () => {
    const form = new FormData();
    form.append(
      'buyerData',
      jsonPart({
        organisationName: 'Test AS',
        organisationNumber: '111222333',
        organisationAddress: {
          country: 'Norge',
          streetAddress: 'Vei 1',
          postalLocation: 'Oslo',
          postalCode: '0001',
        },
        name: 'Tor',
        phoneNumber: '2',
        email: 'tor@test.no',
        password: 'passord123',
      }),
    );
    form.append('organisationLicences', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'lisens.pdf');
    const answer = await call(server, '/api/v1/users/register-buyer', { method: 'POST', body: form });
    expect(answer.status).toBe(200);
    const token = await login(server, 'tor@test.no', 'passord123');
    const me = await call(server, `/api/v1/users/${answer.json().userId as string}`, { token });
    expect(me.json()).toMatchObject({
      role: 'BUYER_COMPANY',
      accountLocked: true,
      organisationName: 'Test AS',
      representatives: [],
    });
  });

  it('rejects a buyerData part that is not application/json, and a missing licence, with 403', async () => {
    const plain = new FormData();
    plain.append('buyerData', '{}');
    plain.append('organisationLicences', new Blob(['x'], { type: 'application/pdf' }), 'l.pdf');
    const answer = await call(server, '/api/v1/users/register-buyer', { method: 'POST', body: plain });
    expect(answer.status).toBe(403);
    expect(answer.text).toBe('');
    const noLicence = new FormData();
    noLicence.append(
      'buyerData',
      jsonPart({
        organisationName: 'A',
        organisationNumber: '1',
        organisationAddress: { country: 'N', streetAddress: 'S', postalLocation: 'L', postalCode: '1' },
        name: 'N',
        phoneNumber: '1',
        email: 'n@n.no',
        password: '12345678',
      }),
    );
    expect(
      (await call(server, '/api/v1/users/register-buyer', { method: 'POST', body: noLicence })).status,
    ).toBe(403);
  });

  it('lets an approved company add representatives, but not a locked caller or an anonymous one', async () => {
    const rep = {
      name: 'Ny Byder',
      phoneNumber: '3',
      email: 'ny@test.no',
      password: 'passord123',
      buyerCompanyId: fx.companyId,
    };
    const company = await login(server, 'firma@demo.no');
    const created = await call(server, '/api/v1/users/register-representative', {
      method: 'POST',
      json: rep,
      token: company,
    });
    expect(created.status).toBe(200);
    expect(created.json()).toMatchObject({
      role: 'BUYER_REPRESENTATIVE',
      accountLocked: false,
      savedCarIds: [],
      buyerCompanyId: fx.companyId,
    });
    const locked = await login(server, 'venter@demo.no');
    const denied = await call(server, '/api/v1/users/register-representative', {
      method: 'POST',
      json: { ...rep, email: 'x@test.no', buyerCompanyId: fx.lockedCompanyId },
      token: locked,
    });
    expect(denied.status).toBe(403);
    const anonymous = await call(server, '/api/v1/users/register-representative', {
      method: 'POST',
      json: { ...rep, email: 'z@test.no' },
    });
    expect(anonymous.status).toBe(403);
  });

  it('checks only the caller’s own lock, as production (contract §14.4)', async () => {
    const seller = await login(server, 'selger@demo.no');
    const rep = {
      name: 'Ukjent Byder',
      phoneNumber: '+4790000001',
      email: 'ukjent@test.no',
      password: 'hemmelig1',
      buyerCompanyId: fx.lockedCompanyId,
    };
    // A seller creates an unlocked representative for a company still awaiting approval.
    const created = await call(server, '/api/v1/users/register-representative', {
      method: 'POST',
      json: rep,
      token: seller,
    });
    expect(created.status).toBe(200);
    expect(created.json()).toMatchObject({ accountLocked: false, buyerCompanyId: fx.lockedCompanyId });
  });
});

describe('profiles, representatives, locks', () => {
  it('returns role-specific user objects, only to the user or an admin', async () => {
    const company = await login(server, 'firma@demo.no');
    const me = await call(server, `/api/v1/users/${fx.companyId}`, { token: company });
    expect(me.json()).toMatchObject({ organisationName: 'Nordic Export AS', accountLocked: false });
    const reps = me.json<{ representatives: { id: string; savedCarIds: string[] }[] }>().representatives;
    expect(reps.map((r) => r.id).sort()).toEqual([fx.rep1Id, fx.rep2Id].sort());
    expect(reps.every((r) => r.savedCarIds.length >= 3)).toBe(true);
    expect((await call(server, `/api/v1/users/${fx.rep1Id}`, { token: company })).status).toBe(403);
    const admin = await login(server, 'admin@demo.no');
    const missing = await call(server, '/api/v1/users/00000000-0000-4000-8000-00000000ffff', {
      token: admin,
    });
    expect(missing.status).toBe(404);
    expect(missing.json().message).toBe('User with id 00000000-0000-4000-8000-00000000ffff was not found');
  });

  it('has no representatives list, as production (contract §4.9): 403 with an empty body', async () => {
    const company = await login(server, 'firma@demo.no');
    const answer = await call(server, `/api/v1/users/buyers/${fx.companyId}/representatives`, {
      token: company,
    });
    expect([answer.status, answer.text]).toEqual([403, '']);
  });

  it('updates a profile (PUT /users) and lets a company edit its representative', async () => {
    const company = await login(server, 'firma@demo.no');
    const body = {
      id: fx.companyId,
      role: 'BUYER_COMPANY',
      name: 'Nina N.',
      phoneNumber: '+4700000000',
      email: 'ignored@x.no',
      organisationName: 'ignored',
      organisationNumber: 'ignored',
      address: { country: 'Norge', streetAddress: 'Ny vei 2', postalLocation: 'Oslo', postalCode: '0150' },
    };
    const answer = await call(server, '/api/v1/users', { method: 'PUT', json: body, token: company });
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({
      name: 'Nina N.',
      email: 'firma@demo.no',
      organisationName: 'Nordic Export AS',
    });
    const repEdit = await call(server, '/api/v1/users', {
      method: 'PUT',
      json: {
        id: fx.rep1Id,
        role: 'BUYER_REPRESENTATIVE',
        name: 'Ola B.',
        phoneNumber: '1',
        email: 'rep1@demo.no',
      },
      token: company,
    });
    expect(repEdit.json()).toMatchObject({ name: 'Ola B.' });
    const rep = await login(server, 'rep1@demo.no');
    expect((await call(server, '/api/v1/users', { method: 'PUT', json: body, token: rep })).status).toBe(403);
    const noRole = await call(server, '/api/v1/users', {
      method: 'PUT',
      json: { ...body, role: undefined },
      token: company,
    });
    expect(noRole.status).toBe(400);
  });

  it('changes passwords with 200 empty, and a short one is 403 empty', async () => {
    const sellerToken = await login(server, 'selger@demo.no');
    const short = await call(server, `/api/v1/users/${fx.sellerId}/update-password`, {
      method: 'PUT',
      json: { password: 'short' },
      token: sellerToken,
    });
    expect([short.status, short.text]).toEqual([403, '']);
    const ok = await call(server, `/api/v1/users/${fx.sellerId}/update-password`, {
      method: 'PUT',
      json: { password: 'nyttpassord' },
      token: sellerToken,
    });
    expect([ok.status, ok.text, ok.headers.get('content-type')]).toEqual([200, '', null]);
    await expect(login(server, 'selger@demo.no', 'nyttpassord')).resolves.toBeTruthy();
  });

  it('approves a company with set-lock, copying the lock to its representatives', async () => {
    const admin = await login(server, 'admin@demo.no');
    const answer = await call(server, `/api/v1/users/${fx.companyId}/set-lock?isLocked=true`, {
      method: 'PATCH',
      token: admin,
    });
    expect(answer.status).toBe(204);
    const rep = await login(server, 'rep1@demo.no');
    expect((await call(server, `/api/v1/users/${fx.rep1Id}`, { token: rep })).json().accountLocked).toBe(
      true,
    );
    const company = await login(server, 'firma@demo.no');
    expect(
      (
        await call(server, `/api/v1/users/${fx.companyId}/set-lock?isLocked=false`, {
          method: 'PATCH',
          token: company,
        })
      ).status,
    ).toBe(403);
  });
});

describe('CORS', () => {
  it('allows localhost origins with credentials and rejects others with "Invalid CORS request"', async () => {
    const ok = await call(server, '/api/v1/cars', { headers: { Origin: 'http://localhost:5173' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
    const preflight = await call(server, '/api/v1/auctions/place-bid', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
    const evil = await call(server, '/api/v1/cars', { headers: { Origin: 'https://evil.example' } });
    expect([evil.status, evil.text]).toEqual([403, 'Invalid CORS request']);
  });
});
