import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../src/i18n';
import { signIn } from '../../support/appUnderTest';
import { server } from '../../msw/server';
import { car, ids, sellerUser } from '../../support/fixtures';
import { withNodeMultipart } from '../../support/multipart';
import { renderApp } from '../../support/render';
import { makeToken } from '../../support/tokens';
import { scaled } from '../../support/waitScale';

withNodeMultipart();

/** The seller's car, which the update changes as production does (200 empty, contract §6.4). */
function serveCar() {
  let stored = car();
  server.use(
    http.get('/api/v1/users/:id', () => HttpResponse.json(sellerUser())),
    http.get(`/api/v1/cars/${ids.car}`, () => HttpResponse.json(stored)),
    http.put('/api/v1/cars', () => {
      stored = car({ kilometers: 91000 });
      return new HttpResponse(null, { status: 200 });
    }),
  );
}

/** Opens the edit page of the seller's car, changes its kilometers and saves. */
async function saveAnEdit() {
  signIn(makeToken(), ids.seller);
  serveCar();
  const view = renderApp(`/car/${ids.car}/edit`, { userOptions: { delay: null } });
  const kilometers = await screen.findByLabelText(/^Kilometers/, {}, { timeout: scaled(8000) });
  await view.user.clear(kilometers);
  await view.user.type(kilometers, '91000');
  await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(view.location.current.pathname).toBe(`/car/${ids.car}`));
  return view;
}

describe('after editing a car', { timeout: scaled(30000) }, () => {
  it('the car page says the changes are saved, in both languages, with the focus on it', async () => {
    await saveAnEdit();
    const text = await screen.findByText('Your changes to Volkswagen Golf are saved.');
    const notice = text.closest('[role="status"]');
    expect(notice).not.toBeNull();
    // It takes the focus, so a screen reader reads it at once.
    expect(notice).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: 'Volkswagen Golf' })).toBeInTheDocument();
    expect(await screen.findByText('91 000 km', { exact: false })).toBeInTheDocument();

    await act(() => i18n.changeLanguage('no'));
    expect(notice).toHaveTextContent('Endringene på Volkswagen Golf er lagret.');
    expect(screen.getByRole('button', { name: 'Skjul meldingen' })).toBeInTheDocument();
  });

  it('can be hidden with its close button', async () => {
    const { user } = await saveAnEdit();
    await screen.findByText('Your changes to Volkswagen Golf are saved.');
    await user.click(screen.getByRole('button', { name: 'Hide the message' }));
    expect(screen.queryByText(/are saved/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Volkswagen Golf' })).toBeInTheDocument();
  });

  it('says it once: coming Back to the car page, or reloading it, says nothing again', async () => {
    const { user, location } = await saveAnEdit();
    await screen.findByText('Your changes to Volkswagen Golf are saved.');
    // The browser's entry for the page no longer carries it, so a reload finds nothing to say.
    await waitFor(() => expect((window.history.state as { usr?: unknown } | null)?.usr ?? null).toBeNull());
    await user.click(screen.getByRole('link', { name: 'Edit car' }));
    await waitFor(() => expect(location.current.pathname).toBe(`/car/${ids.car}/edit`));
    await screen.findByLabelText(/^Kilometers/);
    act(() => window.history.back());
    await waitFor(() => expect(location.current.pathname).toBe(`/car/${ids.car}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Volkswagen Golf' })).toBeInTheDocument();
    expect(screen.queryByText(/are saved/)).not.toBeInTheDocument();
  });

  it('says nothing on a plain visit to the car page', async () => {
    signIn(makeToken(), ids.seller);
    serveCar();
    renderApp(`/car/${ids.car}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Volkswagen Golf' }, { timeout: scaled(8000) }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/are saved/)).not.toBeInTheDocument();
  });
});
