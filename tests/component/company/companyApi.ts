import { http, HttpResponse } from 'msw';
import { companyUser, ids, representative } from '../../support/fixtures';
import { server } from '../../msw/server';

type ServerRepresentative = ReturnType<typeof representative>;

/**
 * A small in-memory company on the MSW server, shaped as contract §4–§5 says: writes change what
 * later reads return, so a test sees the list as it is on the server.
 */
export function companyApi({
  routeMissing = true,
  userHasRepresentatives = true,
  accountLocked = false,
} = {}) {
  const state = {
    representatives: [representative()] as ServerRepresentative[],
    requests: [] as { method: string; path: string; body: unknown }[],
  };
  const record = async (request: Request) => {
    const body: unknown =
      request.method === 'GET' || request.method === 'DELETE' ? null : await request.clone().json();
    state.requests.push({ method: request.method, path: new URL(request.url).pathname, body });
  };
  const companyBody = () => ({
    ...companyUser({ accountLocked }),
    representatives: userHasRepresentatives ? state.representatives : null,
  });

  server.use(
    http.get('/api/v1/users/buyers/:id/representatives', async ({ request }) => {
      await record(request);
      // Production has no such route and answers 403 with an empty body (contract §4.9).
      return routeMissing
        ? new HttpResponse(null, { status: 403 })
        : HttpResponse.json(state.representatives);
    }),
    http.get('/api/v1/users/:id', async ({ request }) => {
      await record(request);
      return HttpResponse.json(companyBody());
    }),
    http.post('/api/v1/users/register-representative', async ({ request }) => {
      await record(request);
      const body = (await request.json()) as { name: string; phoneNumber: string; email: string };
      const created = representative({
        id: '77777777-7777-4777-8777-777777777777',
        name: body.name,
        phoneNumber: body.phoneNumber,
        email: body.email,
        savedCarIds: [],
      });
      state.representatives = [...state.representatives, created];
      return HttpResponse.json(created);
    }),
    http.put('/api/v1/users', async ({ request }) => {
      await record(request);
      const body = (await request.json()) as { id: string; name: string; phoneNumber: string };
      if (body.id === ids.company) return HttpResponse.json({ ...companyBody(), ...body });
      state.representatives = state.representatives.map((rep) =>
        rep.id === body.id ? { ...rep, name: body.name, phoneNumber: body.phoneNumber } : rep,
      );
      return HttpResponse.json(state.representatives.find((rep) => rep.id === body.id));
    }),
    http.put('/api/v1/users/:id/update-password', async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 200 });
    }),
    http.delete('/api/v1/users/:id', async ({ request, params }) => {
      await record(request);
      state.representatives = state.representatives.filter((rep) => rep.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}

export const jsonError = (statusCode: number, message: string) =>
  HttpResponse.json({ statusCode, message, timestamp: '2025-06-01T17:52:10.123456' }, { status: statusCode });
