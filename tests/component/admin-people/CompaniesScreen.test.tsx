import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompaniesScreen } from '../../../src/features/admin/companies/CompaniesScreen';
import { i18n } from '../../../src/i18n';
import { renderWithProviders } from '../../support/render';
import { jsonError, operatorApi, operatorIds, writesOf } from './operatorApi';
import { http } from 'msw';
import { server } from '../../msw/server';

const waitingCard = () => screen.findByRole('article', { name: 'Venter Bil AS' });
const listNamed = (name: string) => screen.getByRole('list', { name });

describe('CompaniesScreen (issue 23 item 4)', () => {
  it('lists companies awaiting approval with organisation, number, address and contact person, and the approved ones', async () => {
    operatorApi();
    renderWithProviders(<CompaniesScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Buyer companies' })).toBeInTheDocument();
    const card = await waitingCard();
    expect(within(listNamed('Awaiting approval (1)')).getByRole('article', { name: 'Venter Bil AS' })).toBe(
      card,
    );
    expect(within(card).getByText('912345678')).toBeInTheDocument();
    expect(within(card).getByText('Ventevegen 3, 5003 Bergen, Norge')).toBeInTheDocument();
    expect(within(card).getByText('Vera Venter')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '+4741112222' })).toHaveAttribute(
      'href',
      'tel:+4741112222',
    );
    expect(within(card).getByRole('link', { name: 'venter@demo.no' })).toHaveAttribute(
      'href',
      'mailto:venter@demo.no',
    );
    const approved = await screen.findByRole('list', { name: 'Approved companies (1)' });
    expect(within(approved).getByRole('article', { name: 'Nordic Export AS' })).toBeInTheDocument();
  });

  it('fetches the licence links only when asked, and opens each in a new tab without an opener', async () => {
    const api = operatorApi();
    const { user } = renderWithProviders(<CompaniesScreen />);
    const card = await waitingCard();
    expect(api.requests.some((request) => request.path.endsWith('/licences'))).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Show the organisation licence (2 files)' }));
    const files = await within(card).findByRole('list', {
      name: 'Organisation licence files of Venter Bil AS',
    });
    const first = within(files).getByRole('link', { name: 'Open lisens Venter.pdf (new tab)' });
    expect(first).toHaveAttribute('target', '_blank');
    expect(first.getAttribute('rel')).toContain('noopener');
    expect(first.getAttribute('href')).toContain('X-Amz-Signature');
    expect(within(files).getByRole('link', { name: 'Open vedtekter.pdf (new tab)' })).toBeInTheDocument();
    expect(within(card).getByText(/The links work until .* \(10 minutes\)/)).toBeInTheDocument();
    expect(api.requests.filter((request) => request.path.endsWith('/licences'))).toHaveLength(1);
  });

  it('approves a company after saying its representatives are unlocked too, and moves it to the approved list', async () => {
    const api = operatorApi();
    const { user } = renderWithProviders(<CompaniesScreen />);
    await user.click(within(await waitingCard()).getByRole('button', { name: 'Approve Venter Bil AS' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Approve Venter Bil AS?' });
    expect(within(dialog).getByText(/all its representatives are unlocked/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(
      await screen.findByText('Venter Bil AS is approved. Its representatives can bid now.'),
    ).toHaveAttribute('role', 'status');
    expect(writesOf(api)).toEqual([
      `PATCH /api/v1/users/${operatorIds.waitingCompany}/set-lock?isLocked=false`,
    ]);
    const approved = await screen.findByRole('list', { name: 'Approved companies (2)' });
    expect(within(approved).getByRole('article', { name: 'Venter Bil AS' })).toBeInTheDocument();
    expect(screen.getByText('No company is awaiting approval.')).toBeInTheDocument();
  });

  it('locks an approved company again', async () => {
    const api = operatorApi();
    const { user } = renderWithProviders(<CompaniesScreen />);
    const approved = await screen.findByRole('list', { name: 'Approved companies (1)' });
    await user.click(within(approved).getByRole('button', { name: 'Lock again Nordic Export AS' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Lock Nordic Export AS again?' });
    expect(
      within(dialog).getByText(/can still bid over that open connection until it reconnects/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Lock' }));
    await screen.findByText('Nordic Export AS is locked. Its representatives can no longer bid.');
    expect(writesOf(api)).toEqual([expect.stringMatching(/set-lock\?isLocked=true$/)]);
    expect(await screen.findByRole('list', { name: 'Awaiting approval (2)' })).toBeInTheDocument();
  });

  it('rejects a company only after saying what is deleted, and nothing is sent on cancel', async () => {
    const api = operatorApi();
    const { user } = renderWithProviders(<CompaniesScreen />);
    const card = await waitingCard();
    await user.click(within(card).getByRole('button', { name: 'Reject Venter Bil AS' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Reject Venter Bil AS?' });
    expect(
      within(dialog).getByText(
        /all its representatives and its organisation licence files. It cannot be undone/,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writesOf(api)).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Reject Venter Bil AS' }));
    dialog = screen.getByRole('alertdialog', { name: 'Reject Venter Bil AS?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject and delete' }));
    await screen.findByText('Venter Bil AS is rejected and deleted.');
    expect(writesOf(api)).toEqual([`DELETE /api/v1/users/${operatorIds.waitingCompany}`]);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Venter Bil AS' })).not.toBeInTheDocument(),
    );
  });

  it('shows a refused write in the error dialog and keeps the company where it was', async () => {
    operatorApi();
    server.use(
      http.patch('/api/v1/users/:id/set-lock', () => jsonError(404, 'User with id x was not found')),
    );
    const { user } = renderWithProviders(<CompaniesScreen />);
    await user.click(within(await waitingCard()).getByRole('button', { name: 'Approve Venter Bil AS' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Approve Venter Bil AS?' })).getByRole('button', {
        name: 'Approve',
      }),
    );
    expect(await screen.findByRole('alertdialog', { name: 'Error: 404' })).toBeInTheDocument();
    expect(
      within(listNamed('Awaiting approval (1)')).getByRole('article', { name: 'Venter Bil AS' }),
    ).toBeInTheDocument();
  });

  it('speaks Norwegian', async () => {
    await i18n.changeLanguage('no');
    operatorApi();
    const { user } = renderWithProviders(<CompaniesScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Kjøperbedrifter' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Venter Bil AS' });
    expect(within(card).getByText('Kontaktperson')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Vis organisasjonslisensen (2 filer)' }));
    expect(
      await within(card).findByRole('link', { name: 'Åpne lisens Venter.pdf (ny fane)' }),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Godkjenn Venter Bil AS' }));
    expect(screen.getByRole('alertdialog', { name: 'Godkjenne Venter Bil AS?' })).toHaveTextContent(
      /alle representantene låses opp/,
    );
  });
});
