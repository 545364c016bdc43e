import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../src/config';
import { i18n } from '../../../src/i18n';
import { loginPrompt } from '../../../src/session/loginPrompt';
import { appOnScreen } from '../../support/appUnderTest';
import { renderWithProviders } from '../../support/render';

async function openLogin(name = 'Log in') {
  const view = renderWithProviders(<p>page</p>, { path: '/contact', withLoginDialog: true });
  appOnScreen().part(loginPrompt).request();
  const dialog = await screen.findByRole('dialog', { name });
  return { ...view, dialog };
}

describe('the login dialog’s "Forgot password?" (issue 37)', () => {
  it('says what to do without promising an e-mail: a representative asks its company, anyone else the provider', async () => {
    const { user, dialog } = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));

    const forgot = screen.getByRole('dialog', { name: 'Forgot your password?' });
    expect(forgot).toHaveTextContent('We cannot send you a new password by e-mail.');
    expect(forgot).not.toHaveTextContent(
      /we (will )?(send|e-mail) you|reset link|check your (e-mail|inbox)/i,
    );
    expect(within(forgot).queryByRole('textbox')).not.toBeInTheDocument();
    expect(forgot).toHaveTextContent(
      'Ask your company. It sets a new password for you under "Change password" beside your name on its profile page.',
    );
    expect(within(forgot).getByRole('link', { name: SUPPORT_PHONE })).toHaveAttribute(
      'href',
      `tel:${SUPPORT_PHONE.replace(/\s+/g, '')}`,
    );
    expect(within(forgot).getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    // What to have ready, and what happens next.
    expect(forgot).toHaveTextContent('the e-mail address you log in with');
    expect(forgot).toHaveTextContent('for a company: the organisation name and number');
    expect(forgot).toHaveTextContent(
      'choose a password of your own under "Change password" on your profile page',
    );

    await user.click(within(forgot).getByRole('button', { name: 'Back to login' }));
    const login = screen.getByRole('dialog', { name: 'Log in' });
    expect(within(login).getByLabelText(/E-mail/)).toBeInTheDocument();
  });

  it('says it in Norwegian', async () => {
    await act(async () => {
      await i18n.changeLanguage('no');
    });
    const { user, dialog } = await openLogin('Logg inn');
    await user.click(within(dialog).getByRole('button', { name: 'Glemt passordet?' }));
    const forgot = screen.getByRole('dialog', { name: 'Glemt passordet?' });
    expect(forgot).toHaveTextContent('Vi kan ikke sende deg et nytt passord på e-post.');
    expect(forgot).toHaveTextContent('Spør bedriften din.');
    expect(forgot).toHaveTextContent('velg deretter ditt eget passord under «Endre passord»');
    expect(within(forgot).getByRole('button', { name: 'Tilbake til innlogging' })).toBeInTheDocument();
  });
});

describe('the login dialog’s "This is a shared computer" (issue 37)', () => {
  it('says what it does, and once ticked keeps the choice only, in this tab', async () => {
    const { user, dialog } = await openLogin();
    const box = within(dialog).getByRole('checkbox', {
      name: 'This is a shared computer: keep nothing in this browser',
    });
    expect(box).toHaveAccessibleDescription(/kept in this browser as a draft for 7 days/);
    await user.click(box);
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription(
      'Nothing is kept: no drafts, no followed auctions, no settings. Everything goes when you close this tab. Log out when you are done.',
    );
    expect(sessionStorage.getItem('sharedComputer')).toBe('on');
  });
});
