import { act, screen } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { httpClient } from '../../../src/api/http';
import { loginNeeded } from '../../../src/session/loginNeeded';
import { sessionStore } from '../../../src/session/sessionStore';
import { signIn } from '../../support/appUnderTest';
import { server } from '../../msw/server';
import { renderWithProviders } from '../../support/render';
import { makeToken } from '../../support/tokens';

/** The edges report that the session is needed again; the app (app/LoginDialogHost) decides. */
describe('what the app does when an edge reports the session', () => {
  it('ends the session, as a logout does, when a call that carried the token is answered 401', async () => {
    server.use(
      mock.get('/api/v1/users/user-1', () =>
        HttpResponse.json({ statusCode: 401, message: 'Auth error' }, { status: 401 }),
      ),
    );
    signIn(makeToken(), 'user-1');
    const { app } = renderWithProviders(<p>page</p>, { withLoginDialog: true });
    await expect(app.part(httpClient).get('/api/v1/users/user-1')).rejects.toMatchObject({ statusCode: 401 });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(app.part(sessionStore).snapshot()).toMatchObject({ token: null, userId: null, expired: false });
  });

  it('ends a token the broker refused like an expiry, keeps the page and asks to log in on it', async () => {
    signIn(makeToken(), 'user-1');
    const { app } = renderWithProviders(<p>page</p>, { withLoginDialog: true });
    act(() => app.part(loginNeeded).report('refused'));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(app.part(sessionStore).snapshot()).toMatchObject({ token: null, userId: 'user-1', expired: true });
    expect(screen.getByText('page')).toBeInTheDocument();
  });
});
