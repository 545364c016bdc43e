import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../src/config';
import { TermsPage } from '../../../src/features/legal/TermsPage';
import { i18n } from '../../../src/i18n';
import { renderWithProviders } from '../../support/render';

describe('TermsPage (issue 37)', () => {
  it('has the terms in numbered sections, with contents linking to each', async () => {
    renderWithProviders(<TermsPage />);
    await screen.findByRole('heading', { level: 1, name: 'Terms of use and auction rules' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '1. The service',
      '2. Who may bid',
      '3. A bid is binding',
      '4. The minimum bid and the minimal step',
      '5. Autobids',
      '6. Late bids extend the auction',
      '7. Pauses and changes',
      '8. When the auction ends',
      '9. Your account',
      '10. Contact',
    ]);
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(contents).getAllByRole('link')).toHaveLength(10);
    expect(document.title).toMatch(/^Terms of use and auction rules/);
  });

  it('says the spec’s words and the backend’s rules', async () => {
    renderWithProviders(<TermsPage />);
    const region = async (name: string) => screen.findByRole('region', { name });
    // Spec §1 and §6, verbatim.
    expect(await region('1. The service')).toHaveTextContent(
      'Listing is free and the product handles no payments.',
    );
    const who = await region('2. Who may bid');
    expect(who).toHaveTextContent('Only representatives of verified and approved companies can bid.');
    expect(who).toHaveTextContent('Companies must submit a valid organisation licence.');
    expect(await region('3. A bid is binding')).toHaveTextContent('A bid cannot be withdrawn');
    // Contract §7.4, §7.5, §7.6.
    expect(await region('4. The minimum bid and the minimal step')).toHaveTextContent(
      'at least the highest bid plus the minimal step',
    );
    const autobids = await region('5. Autobids');
    expect(autobids).toHaveTextContent('the maximum you are willing to pay');
    expect(autobids).toHaveTextContent('at least the highest bid plus two minimal steps');
    expect(autobids).toHaveTextContent('With equal limits, the autobid placed first wins.');
    expect(await region('6. Late bids extend the auction')).toHaveTextContent(
      'A bid placed when less than 10 minutes remain moves the end 2 minutes later.',
    );
    expect(await region('7. Pauses and changes')).toHaveTextContent('While it is paused, no bid is accepted');
    // Contract §14.5: the provider puts buyer and seller in touch; nothing is automatic.
    const end = await region('8. When the auction ends');
    expect(end).toHaveTextContent('Nothing is sent automatically, no e-mail and no message.');
    expect(end).toHaveTextContent("give each of them the other's contact details");
    const contact = await region('10. Contact');
    expect(within(contact).getByRole('link', { name: SUPPORT_PHONE })).toHaveAttribute(
      'href',
      `tel:${SUPPORT_PHONE.replace(/\s+/g, '')}`,
    );
    expect(within(contact).getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    expect(within(contact).getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('reads in Norwegian', async () => {
    await act(async () => {
      await i18n.changeLanguage('no');
    });
    renderWithProviders(<TermsPage />);
    await screen.findByRole('heading', { level: 1, name: 'Vilkår for bruk og auksjonsregler' });
    expect(screen.getByRole('region', { name: '2. Hvem kan by' })).toHaveTextContent(
      'Bare representanter for verifiserte og godkjente bedrifter kan by.',
    );
    expect(screen.getByRole('region', { name: '6. Sene bud forlenger auksjonen' })).toHaveTextContent(
      'Et bud som legges inn når det er mindre enn 10 minutter igjen, flytter slutten 2 minutter senere.',
    );
  });
});
