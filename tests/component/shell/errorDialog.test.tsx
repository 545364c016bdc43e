import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/ApiError';
import { i18n } from '../../../src/i18n';
import { signIn } from '../../support/appUnderTest';
import { useShowError } from '../../../src/ui/errorDialogContext';
import { renderWithProviders } from '../../support/render';
import { makeToken } from '../../support/tokens';
import { Button } from '../../../src/ui/Button';
import { sellerUser } from '../../support/fixtures';
import { server } from '../../msw/server';

function Trigger({ error }: { error: ApiError }) {
  const showError = useShowError();
  return <Button onClick={() => showError(error)}>fail</Button>;
}

function stubReload() {
  const reload = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
  return reload;
}

describe('error dialog (spec §8 display)', () => {
  it("shows 'Error: {statusCode}', the message, the support hint and the time, with a home button", async () => {
    const { user, location } = renderWithProviders(
      <Trigger
        error={new ApiError(404, "Auction for a car with id '1' not found", '2025-06-01T17:52:10.123456')}
      />,
      { path: '/auction/1' },
    );
    await user.click(screen.getByRole('button', { name: 'fail' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error: 404' });
    expect(within(dialog).getByText("Auction for a car with id '1' not found")).toBeInTheDocument();
    expect(within(dialog).getByText(/contact us by e-mail at support@bilbud.no/)).toBeInTheDocument();
    // The backend's zone-less timestamp is its Norwegian wall clock: shown as written, seconds trimmed.
    expect(within(dialog).getByText('Time: 01.06.2025 17:52')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Go to home page' }));
    expect(location.current.pathname).toBe('/');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('offers a login button for 401 that clears the session and reloads', async () => {
    const reload = stubReload();
    signIn(makeToken(), 'user-1');
    const { user } = renderWithProviders(<Trigger error={new ApiError(401, 'Auth error')} />);
    await user.click(screen.getByRole('button', { name: 'fail' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error: 401' });
    expect(within(dialog).queryByRole('button', { name: 'Go to home page' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a login for a 403 when there is no session to check', async () => {
    const { user } = renderWithProviders(<Trigger error={new ApiError(403, 'An error occurred.')} />);
    await user.click(screen.getByRole('button', { name: 'fail' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error: 403' });
    expect(within(dialog).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('on a 403, checks the session first: a rejected one offers a new login and says why', async () => {
    const reload = stubReload();
    signIn(makeToken(), 'user-1');
    const probes: (string | null)[] = [];
    // The check waits for this, so the dialog can be seen checking.
    const release: (() => void)[] = [];
    const answered = new Promise<void>((resolve) => release.push(resolve));
    const answer = () => release.forEach((resolve) => resolve());
    server.use(
      http.get('/api/v1/users/user-1', async ({ request }) => {
        probes.push(request.headers.get('Authorization'));
        await answered;
        return new HttpResponse(null, { status: 403 });
      }),
    );
    const { user } = renderWithProviders(<Trigger error={new ApiError(403, 'An error occurred.')} />);
    await user.click(screen.getByRole('button', { name: 'fail' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error: 403' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Checking your login');
    expect(within(dialog).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    answer();
    await user.click(await within(dialog).findByRole('button', { name: 'Log in' }));
    expect(
      within(dialog).getByText('Your login is no longer valid. Please log in again.'),
    ).toBeInTheDocument();
    expect(probes).toHaveLength(1);
    expect(probes[0]).toMatch(/^Bearer /);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('on a 403 with a session the backend still accepts, offers retry and close and keeps the session', async () => {
    const reload = stubReload();
    signIn(makeToken(), 'user-1');
    server.use(http.get('/api/v1/users/user-1', () => HttpResponse.json(sellerUser({ id: 'user-1' }))));
    const { user } = renderWithProviders(<Trigger error={new ApiError(403, 'An error occurred.')} />);
    await user.click(screen.getByRole('button', { name: 'fail' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error: 403' });
    await user.click(await within(dialog).findByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(within(dialog).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('token')).not.toBeNull();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('reloads the page when closed on 401, and just closes otherwise', async () => {
    const reload = stubReload();
    const { user, rerender } = renderWithProviders(<Trigger error={new ApiError(401, 'Auth error')} />);
    await user.click(screen.getByRole('button', { name: 'fail' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getAllByRole('button', {
        name: 'Close',
      })[0] as HTMLElement,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    rerender(<></>);
  });

  it('closes without reloading for other codes', async () => {
    const reload = stubReload();
    const { user } = renderWithProviders(
      <Trigger error={new ApiError(500, 'An unexpected error occurred.')} />,
    );
    await user.click(screen.getByRole('button', { name: 'fail' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getAllByRole('button', {
        name: 'Close',
      })[0] as HTMLElement,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('adds the Norwegian guidance to reload or log in again', async () => {
    await i18n.changeLanguage('no');
    const { user } = renderWithProviders(
      <Trigger error={new ApiError(500, 'Det oppstod en uventet feil.')} />,
    );
    await user.click(screen.getByRole('button', { name: 'fail' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Feil: 500' });
    expect(within(dialog).getByText(/Last inn siden på nytt eller logg inn igjen/)).toBeInTheDocument();
  });
});
