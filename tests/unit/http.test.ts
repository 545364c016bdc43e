import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { http } from '../../src/api/http';
import { login } from '../../src/api/users';
import { startSession } from '../../src/session/sessionStore';
import { server } from '../msw/server';
import { makeToken } from '../support/tokens';

function recordAuthorization(path: string, body: Record<string, string> = {}) {
  const seen: (string | null)[] = [];
  server.use(
    mock.all(path, ({ request }) => {
      seen.push(request.headers.get('Authorization'));
      return HttpResponse.json(body);
    }),
  );
  return seen;
}

describe('HTTP edge (spec §7, contract §1.3)', () => {
  it('sends the Bearer token while a valid one is stored', async () => {
    const token = makeToken();
    startSession(token, 'user-1');
    const seen = recordAuthorization('/api/v1/cars');
    await http.get('/api/v1/cars');
    expect(seen).toEqual([`Bearer ${token}`]);
  });

  it('sends no token at all when none is stored', async () => {
    const seen = recordAuthorization('/api/v1/cars');
    await http.get('/api/v1/cars');
    expect(seen).toEqual([null]);
  });

  it('removes an expired token before the request instead of sending it', async () => {
    sessionStorage.setItem('token', makeToken({}, -5));
    sessionStorage.setItem('userId', 'user-1');
    const seen = recordAuthorization('/api/v1/cars');
    await http.get('/api/v1/cars');
    expect(seen).toEqual([null]);
    expect(sessionStorage.getItem('userId')).toBeNull();
  });

  it('never sends a token with the login call, where the backend would reject a stale one', async () => {
    startSession(makeToken(), 'user-1');
    const seen = recordAuthorization('/api/v1/users/login', {
      token: makeToken(),
      userId: 'user-2',
      role: 'SELLER',
    });
    await login('a@b.no', 'secret123');
    expect(seen).toEqual([null]);
  });

  it('rejects with the interface error shape', async () => {
    server.use(mock.get('/api/v1/cars/:id', () => new HttpResponse(null, { status: 403 })));
    await expect(http.get('/api/v1/cars/1')).rejects.toMatchObject({
      statusCode: 403,
      message: 'An error occurred. Try refreshing the page',
    });
  });

  it('treats a success body that does not fit its schema as an unexpected error', async () => {
    server.use(mock.post('/api/v1/users/login', () => HttpResponse.json({ token: 42 })));
    await expect(login('a@b.no', 'secret123')).rejects.toMatchObject({
      statusCode: 500,
      message: 'An unexpected error occurred.',
    });
  });

  it('reports a network failure as the server not responding', async () => {
    server.use(mock.get('/api/v1/cars', () => HttpResponse.error()));
    await expect(http.get('/api/v1/cars')).rejects.toMatchObject({
      statusCode: 500,
      message: 'The server is not responding. Please try again later.',
    });
  });
});
