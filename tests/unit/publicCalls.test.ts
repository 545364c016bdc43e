import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { addSimplifiedCar, carExists } from '../../src/api/cars';
import { httpClient, type HttpClient } from '../../src/api/http';
import { registerBuyer } from '../../src/api/users';
import { createAppInstance } from '../../src/core/appInstance';
import { sessionStore, type SessionStore } from '../../src/session/sessionStore';
import { server } from '../msw/server';
import { withNodeMultipart } from '../support/multipart';
import { makeToken } from '../support/tokens';

const buyer = {
  name: 'Kari',
  phoneNumber: '+4712345678',
  organisationNumber: '987654321',
  organisationName: 'Firm AS',
  email: 'ops@firm.no',
  password: 'hemmelig1',
  organisationAddress: {
    streetAddress: 'Gate 1',
    postalLocation: 'Oslo',
    postalCode: '0150',
    country: 'Norge',
  },
};

describe('public calls (contract §1.3: a stale token turns even these into 403)', () => {
  withNodeMultipart();

  let session: SessionStore;
  let http: HttpClient;
  beforeEach(() => {
    const app = createAppInstance();
    session = app.part(sessionStore);
    http = app.part(httpClient);
  });

  it('check a registration number and send a quick submission without the stored token', async () => {
    session.start(makeToken(), 'user-1');
    const seen: (string | null)[] = [];
    server.use(
      mock.get('/api/v1/cars/exists', ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json(false);
      }),
      mock.post('/api/v1/cars/add-simplified', ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return new HttpResponse(null, { status: 200 });
      }),
    );
    await carExists(http, 'AB12345');
    await addSimplifiedCar(
      http,
      { ownerId: 'owner', registrationNumber: 'AB12345', kilometers: 1, expectedPrice: 0 },
      [],
    );
    expect(seen).toEqual([null, null]);
  });

  it('send each licence with the type its extension implies when the browser gave none', async () => {
    session.start(makeToken(), 'user-1');
    const parts: { name: string; type: string }[] = [];
    let authorization: string | null = 'unset';
    server.use(
      mock.post('/api/v1/users/register-buyer', async ({ request }) => {
        authorization = request.headers.get('Authorization');
        const form = await request.formData();
        for (const part of form.getAll('organisationLicences'))
          if (typeof part !== 'string') parts.push({ name: part.name, type: part.type });
        return HttpResponse.json({ userId: 'u', name: 'Kari' });
      }),
    );
    await registerBuyer(http, buyer, [
      new File(['%PDF'], 'licence.pdf', { type: '' }),
      new File(['doc'], 'Old Licence.DOC', { type: 'application/octet-stream' }),
      new File(['docx'], 'new.docx', { type: '' }),
      new File(['%PDF'], 'typed.pdf', { type: 'application/pdf' }),
    ]);
    expect(authorization).toBeNull();
    expect(parts).toEqual([
      { name: 'licence.pdf', type: 'application/pdf' },
      { name: 'Old Licence.DOC', type: 'application/msword' },
      { name: 'new.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
      { name: 'typed.pdf', type: 'application/pdf' },
    ]);
  });
});
