import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../src/i18n';
import { FollowToggle } from '../../../src/product/FollowToggle';
import { useLoginPromptState } from '../../../src/session/loginPrompt';
import { http, HttpResponse } from 'msw';
import { server } from '../../msw/server';
import { signIn } from '../../support/appUnderTest';
import { watchlistKey } from '../../../src/session/watchlist';
import { ids, representative, sellerUser } from '../../support/fixtures';
import { renderWithProviders } from '../../support/render';
import { makeToken } from '../../support/tokens';

function LoginPromptProbe() {
  return <p>{useLoginPromptState().open ? 'login asked' : 'no login'}</p>;
}

const renderToggle = () =>
  renderWithProviders(
    <>
      <FollowToggle carId="car-1" makeModel="Volvo V70" />
      <LoginPromptProbe />
    </>,
  );

describe('the Follow toggle', () => {
  it('asks a guest to log in and follows nothing', async () => {
    const { user } = renderToggle();
    const toggle = screen.getByRole('button', { name: 'Follow Volvo V70' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(screen.getByText('login asked')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(Object.keys(localStorage).filter((key) => key.startsWith('watchlist'))).toEqual([]);
  });

  it('is a toggle button for a representative, pressed while followed, in step with other tabs', async () => {
    signIn(makeToken(), ids.rep1);
    server.use(http.get(`/api/v1/users/${ids.rep1}`, () => HttpResponse.json(representative())));
    const { user } = renderToggle();
    const toggle = await screen.findByRole('button', { name: 'Follow Volvo V70' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveTextContent('Following');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveTextContent(/^Follow$/);

    act(() => {
      localStorage.setItem(watchlistKey(ids.rep1), JSON.stringify(['car-1']));
      window.dispatchEvent(new StorageEvent('storage', { key: watchlistKey(ids.rep1) }));
    });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('is not offered to a seller', async () => {
    signIn(makeToken(), ids.seller);
    const answered = new Promise<void>((resolve) => {
      server.use(
        http.get(`/api/v1/users/${ids.seller}`, () => {
          resolve();
          return HttpResponse.json(sellerUser());
        }),
      );
    });
    renderToggle();
    await act(() => answered);
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
  });

  it('says Følger in Norwegian while followed, Følg otherwise', async () => {
    await i18n.changeLanguage('no');
    signIn(makeToken(), ids.rep1);
    server.use(http.get(`/api/v1/users/${ids.rep1}`, () => HttpResponse.json(representative())));
    const { user } = renderToggle();
    const toggle = await screen.findByRole('button', { name: 'Følg Volvo V70' });
    expect(toggle).toHaveTextContent(/^Følg$/);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveTextContent('Følger');
  });
});
