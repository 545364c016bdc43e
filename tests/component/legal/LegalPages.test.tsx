import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../src/config';
import { ContactPage } from '../../../src/features/legal/ContactPage';
import { PrivacyPolicyPage } from '../../../src/features/legal/PrivacyPolicyPage';
import { i18n } from '../../../src/i18n';
import { renderWithProviders } from '../../support/render';

const meta = (name: string) => document.head.querySelector(`meta[name="${name}"]:not([content^="Bilbud –"])`);

describe('ContactPage', () => {
  it('links the provider phone and e-mail', async () => {
    renderWithProviders(<ContactPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SUPPORT_PHONE })).toHaveAttribute(
      'href',
      `tel:${SUPPORT_PHONE.replace(/\s+/g, '')}`,
    );
    expect(screen.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
  });

  it('puts title, description, keywords and robots into the head, in the chosen language', async () => {
    const { unmount } = renderWithProviders(<ContactPage />);
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toMatch(/^Contact us/);
    expect(meta('robots')).toHaveAttribute('content', 'index, follow');
    expect(meta('description')?.getAttribute('content')).toMatch(/by phone or e-mail/);
    expect(meta('keywords')?.getAttribute('content')).toMatch(/used car auction/);
    unmount();

    await act(async () => {
      await i18n.changeLanguage('no');
    });
    renderWithProviders(<ContactPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontakt' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Kontakt oss/);
    expect(meta('keywords')?.getAttribute('content')).toMatch(/bruktbilauksjon/);
  });
});

describe('PrivacyPolicyPage', () => {
  it('has the spec’s ten sections and the data controller in order, and the last links to the contact page', async () => {
    renderWithProviders(<PrivacyPolicyPage />);
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '1. Introduction',
      '2. Data Controller',
      '3. Information We Collect',
      '4. How We Use Your Information',
      '5. Data Storage and Security',
      '6. No Marketing and No Payments',
      '7. Data Sharing and Third Parties',
      '8. Your Rights',
      '9. Cookies and Tracking',
      '10. Changes to this Policy',
      '11. Contact Information',
    ]);
    const contact = screen.getByRole('region', { name: '11. Contact Information' });
    expect(within(contact).getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
  });

  it('names the controller, the legal basis, what the server keeps and the right to complain (issue 44)', async () => {
    renderWithProviders(<PrivacyPolicyPage />);
    const controller = await screen.findByRole('region', { name: '2. Data Controller' });
    expect(controller).toHaveTextContent(
      /^2\. Data ControllerBilbud is the controller .* support@bilbud\.no/,
    );
    expect(screen.getByRole('region', { name: '4. How We Use Your Information' })).toHaveTextContent(
      'GDPR Article 6(1)(b)',
    );
    expect(screen.getByRole('region', { name: '5. Data Storage and Security' })).toHaveTextContent(
      'as long as the account exists; nothing is deleted automatically',
    );
    expect(screen.getByRole('region', { name: '8. Your Rights' })).toHaveTextContent(
      /complain to .*Datatilsynet/,
    );
  });

  it('describes the user kinds and the stored data', async () => {
    renderWithProviders(<PrivacyPolicyPage />);
    const introduction = await screen.findByRole('region', { name: '1. Introduction' });
    expect(
      within(introduction).getByText(/^Seller: .*fast application.*full seller account/),
    ).toBeInTheDocument();
    expect(within(introduction).getByText(/^Buyer \(company\):/)).toBeInTheDocument();
    expect(within(introduction).getByText(/^Buyer Representative:/)).toBeInTheDocument();
    const collected = screen.getByRole('region', { name: '3. Information We Collect' });
    expect(collected).toHaveTextContent(
      'full name, e-mail, phone, hashed password, role, address, car ids and lock status',
    );
    expect(collected).toHaveTextContent(
      /organisation name, organisation number, organisation address and licence files/,
    );
    expect(collected).toHaveTextContent(/buyer company id .*\(saved car ids\)/);
  });

  it("says what production does when a seller deletes the account: the seller's cars go too (issue 30)", async () => {
    renderWithProviders(<PrivacyPolicyPage />);
    const rights = await screen.findByRole('region', { name: '8. Your Rights' });
    expect(rights).toHaveTextContent(
      'For a seller it also deletes every car you listed, whatever its state.',
    );
    expect(rights).not.toHaveTextContent(/data that others use remains/);
  });

  it('says it in Norwegian too', async () => {
    await act(async () => {
      await i18n.changeLanguage('no');
    });
    renderWithProviders(<PrivacyPolicyPage />);
    const rights = await screen.findByRole('region', { name: '8. Dine rettigheter' });
    expect(rights).toHaveTextContent('For en selger slettes også alle bilene du har lagt inn');
  });

  it('names every store the site keeps in the browser, how long, and how it goes (issue 37)', async () => {
    renderWithProviders(<PrivacyPolicyPage />);
    const cookies = await screen.findByRole('region', { name: '9. Cookies and Tracking' });
    const stores = within(cookies)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(stores).toHaveLength(8);
    for (const name of [
      '"token"',
      '"bilbud_session"',
      '"i18next"',
      '"i18nextLng"',
      '"bilbud-drafts"',
      '"watchlist:"',
      '"notifyWhenHidden"',
      '"seenApplications:"',
      '"sharedComputer"',
    ])
      expect(stores.join(' ')).toContain(name);
    expect(cookies).toHaveTextContent(
      "A draft never holds a password, a company's licence files, or your acceptance of the terms.",
    );
    expect(cookies).toHaveTextContent('at the latest 7 days after it was last changed');
    expect(cookies).toHaveTextContent('when the form is sent');
    expect(cookies).toHaveTextContent(
      'tick "This is a shared computer: keep nothing in this browser" in the login dialog or in the quick submission',
    );
    expect(cookies).toHaveTextContent('under cookies and site data for this site');
  });

  it('names them in Norwegian too', async () => {
    await act(async () => {
      await i18n.changeLanguage('no');
    });
    renderWithProviders(<PrivacyPolicyPage />);
    const cookies = await screen.findByRole('region', { name: '9. Informasjonskapsler og sporing' });
    expect(cookies).toHaveTextContent('Et utkast inneholder aldri et passord, en bedrifts lisensfiler');
    expect(cookies).toHaveTextContent('«Dette er en delt datamaskin: ikke lagre noe i denne nettleseren»');
  });
});
