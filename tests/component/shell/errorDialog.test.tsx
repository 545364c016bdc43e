import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/ApiError';
import { startSession } from '../../../src/session/sessionStore';
import { useShowError } from '../../../src/ui/errorDialogContext';
import { renderWithProviders } from '../../support/render';
import { makeToken } from '../../support/tokens';
import { Button } from '../../../src/ui/Button';

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
    const dialog = screen.getByRole('alertdialog', { name: 'Error: 404' });
    expect(within(dialog).getByText("Auction for a car with id '1' not found")).toBeInTheDocument();
    expect(within(dialog).getByText(/contact us by e-mail at support@bilbud.no/)).toBeInTheDocument();
    // A zone-less server timestamp is read as UTC and shown with dots, seconds trimmed.
    const expected = new Date(Date.UTC(2025, 5, 1, 17, 52));
    const hh = String(expected.getHours()).padStart(2, '0');
    expect(within(dialog).getByText(`Time: 01.06.2025 ${hh}:52`)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Go to home page' }));
    expect(location.current.pathname).toBe('/');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it.each([401, 403])(
    'offers a login button for %s that clears the session and reloads',
    async (statusCode) => {
      const reload = stubReload();
      startSession(makeToken(), 'user-1');
      const { user } = renderWithProviders(<Trigger error={new ApiError(statusCode, 'Auth error')} />);
      await user.click(screen.getByRole('button', { name: 'fail' }));
      const dialog = screen.getByRole('alertdialog', { name: `Error: ${statusCode}` });
      expect(within(dialog).queryByRole('button', { name: 'Go to home page' })).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
      expect(sessionStorage.getItem('token')).toBeNull();
      expect(reload).toHaveBeenCalledTimes(1);
    },
  );

  it('reloads the page when closed on 401, and just closes otherwise', async () => {
    const reload = stubReload();
    const { user, rerender } = renderWithProviders(<Trigger error={new ApiError(401, 'Auth error')} />);
    await user.click(screen.getByRole('button', { name: 'fail' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Close' }));
    expect(reload).toHaveBeenCalledTimes(1);
    rerender(<></>);
  });

  it('closes without reloading for other codes', async () => {
    const reload = stubReload();
    const { user } = renderWithProviders(
      <Trigger error={new ApiError(500, 'An unexpected error occurred.')} />,
    );
    await user.click(screen.getByRole('button', { name: 'fail' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('adds the Norwegian guidance to reload or log in again', async () => {
    const { i18n } = await import('../../../src/i18n');
    await i18n.changeLanguage('no');
    const { user } = renderWithProviders(
      <Trigger error={new ApiError(500, 'Det oppstod en uventet feil.')} />,
    );
    await user.click(screen.getByRole('button', { name: 'fail' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Feil: 500' });
    expect(within(dialog).getByText(/Last inn siden på nytt eller logg inn igjen/)).toBeInTheDocument();
  });
});
