import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { httpClient, type HttpClient } from '../../src/api/http';
import { login } from '../../src/api/users';
import { LOGIN_WAIT_LIMIT_MS } from '../../src/config';
import { createAppInstance, type AppInstance } from '../../src/core/appInstance';
import { loginNeeded, type LoginNeed } from '../../src/session/loginNeeded';
import { loginPrompt } from '../../src/session/loginPrompt';
import { sessionStore, type SessionStore } from '../../src/session/sessionStore';
import { server } from '../msw/server';
import { makeToken } from '../support/tokens';
import { scaled } from '../support/waitScale';

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
  let app: AppInstance;
  let session: SessionStore;
  let http: HttpClient;
  beforeEach(() => {
    app = createAppInstance();
    session = app.part(sessionStore);
    http = app.part(httpClient);
  });

  it('sends the Bearer token while a valid one is stored', async () => {
    const token = makeToken();
    session.start(token, 'user-1');
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
    session.start(makeToken(), 'user-1');
    const seen = recordAuthorization('/api/v1/users/login', {
      token: makeToken(),
      userId: 'user-2',
      role: 'SELLER',
    });
    await login(http, 'a@b.no', 'secret123');
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
    await expect(login(http, 'a@b.no', 'secret123')).rejects.toMatchObject({
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

  it('holds a call made after the session expired on the page until the user logs in again, then sends the new token', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    session.start(makeToken(), 'user-1');
    session.expire();
    const seen = recordAuthorization('/api/v1/cars');
    const done = vi.fn();
    const call = http.get('/api/v1/cars').then(done);
    // Held up to the last moment of the limit: nothing sent, nothing answered.
    await vi.advanceTimersByTimeAsync(LOGIN_WAIT_LIMIT_MS - 1);
    expect(seen).toEqual([]);
    expect(done).not.toHaveBeenCalled();
    vi.useRealTimers();
    const renewed = makeToken();
    session.start(renewed, 'user-1');
    await call;
    expect(seen).toEqual([`Bearer ${renewed}`]);
  });

  it('reports a write made while the session is expired, and sends it after the new login', async () => {
    session.start(makeToken(), 'user-1');
    session.expire();
    const needs: LoginNeed[] = [];
    const stop = app.part(loginNeeded).subscribe((need) => needs.push(need));
    const seen = recordAuthorization('/api/v1/users');
    const call = http.put('/api/v1/users', {});
    await vi.waitFor(() => expect(needs).toEqual(['write']), { timeout: scaled(1_000) });
    // The edge opens no UI: the app decides (app/LoginDialogHost).
    expect(app.part(loginPrompt).state().open).toBe(false);
    const renewed = makeToken();
    session.start(renewed, 'user-1');
    await call;
    expect(seen).toEqual([`Bearer ${renewed}`]);
    stop();
  });

  it('does not wait for a login forever: after the limit the call fails as an expired session', async () => {
    vi.useFakeTimers();
    session.start(makeToken(), 'user-1');
    session.expire();
    const seen = recordAuthorization('/api/v1/cars');
    const call = http.get('/api/v1/cars');
    const failure = expect(call).rejects.toMatchObject({
      statusCode: 403,
      message: 'Your session has expired. Log in again, then try once more.',
    });
    await vi.advanceTimersByTimeAsync(LOGIN_WAIT_LIMIT_MS);
    await failure;
    expect(seen).toEqual([]);
    vi.useRealTimers();
  });

  it('lets a held call go without a token when the user logs out instead', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    session.start(makeToken(), 'user-1');
    session.expire();
    const seen = recordAuthorization('/api/v1/cars');
    const call = http.get('/api/v1/cars');
    await vi.advanceTimersByTimeAsync(LOGIN_WAIT_LIMIT_MS - 1);
    expect(seen).toEqual([]);
    vi.useRealTimers();
    session.clear();
    await call;
    expect(seen).toEqual([null]);
    expect(session.snapshot().expired).toBe(false);
  });

  it('does not end the session on a wrong password (a 401 to a call without the token)', async () => {
    session.start(makeToken(), 'user-1');
    session.expire();
    server.use(
      mock.post('/api/v1/users/login', () =>
        HttpResponse.json({ statusCode: 401, message: 'Invalid credentials.' }, { status: 401 }),
      ),
    );
    await expect(login(http, 'a@b.no', 'wrong')).rejects.toMatchObject({ statusCode: 401 });
    expect(session.snapshot()).toMatchObject({ userId: 'user-1', expired: true });
  });

  it("reports a 401 to a call that carried the token (the app ends the session) and rejects with 'Auth error'", async () => {
    const needs: LoginNeed[] = [];
    const stop = app.part(loginNeeded).subscribe((need) => needs.push(need));
    session.start(makeToken(), 'user-1');
    server.use(mock.get('/api/v1/cars', () => new HttpResponse(null, { status: 401 })));
    await expect(http.get('/api/v1/cars')).rejects.toMatchObject({ statusCode: 401, message: 'Auth error' });
    stop();
    expect(needs).toEqual(['unauthorized']);
    // The edge changes no session itself: app/LoginDialogHost decides (tests/component/shell/sessionDecisions).
    expect(session.current().token).not.toBeNull();
  });

  it("keeps the server's 401 text (wrong password), and reports no 401 to an anonymous call", async () => {
    const needs: LoginNeed[] = [];
    const stop = app.part(loginNeeded).subscribe((need) => needs.push(need));
    const refused = { message: 'Invalid credentials. Please check email or password.' };
    server.use(mock.get('/api/v1/cars', () => HttpResponse.json(refused, { status: 401 })));
    await expect(http.get('/api/v1/cars')).rejects.toMatchObject({
      statusCode: 401,
      message: 'Invalid credentials. Please check email or password.',
    });
    await expect(http.get('/api/v1/cars', { anonymous: true })).rejects.toMatchObject({
      statusCode: 401,
      message: 'Invalid credentials. Please check email or password.',
    });
    stop();
    expect(needs).toEqual(['unauthorized']);
  });
});
