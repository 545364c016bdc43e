import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RegisterPage } from '../../../src/features/registration/RegisterPage';
import { i18n } from '../../../src/i18n';
import { signIn } from '../../support/appUnderTest';
import { ids } from '../../support/fixtures';
import { renderWithProviders } from '../../support/render';
import { makeToken } from '../../support/tokens';

/** Issue 30: registering is not offered to someone logged in; /register says why. */
describe('/register for someone logged in', () => {
  it('offers no registration and links to the profile', async () => {
    signIn(makeToken(), ids.seller);
    renderWithProviders(<RegisterPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    expect(
      screen.getByText(/You are logged in: to register another account, log out first\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'To your profile' })).toHaveAttribute(
      'href',
      `/user/${ids.seller}`,
    );
    expect(screen.queryByRole('button', { name: /Register as seller/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Register as buyer/ })).not.toBeInTheDocument();
  });

  it('says so in Norwegian', async () => {
    await i18n.changeLanguage('no');
    signIn(makeToken(), ids.seller);
    renderWithProviders(<RegisterPage />);
    expect(await screen.findByText(/Du er logget inn/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Til profilen din' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Registrer deg som selger/ })).not.toBeInTheDocument();
  });
});
