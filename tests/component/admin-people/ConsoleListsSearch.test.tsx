import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNavigate } from 'react-router-dom';
import type { ReactElement } from 'react';
import { CompaniesScreen } from '../../../src/features/admin/companies/CompaniesScreen';
import { DealsScreen } from '../../../src/features/admin/deals/DealsScreen';
import { i18n } from '../../../src/i18n';
import { companyUser } from '../../support/fixtures';
import { renderWithProviders } from '../../support/render';
import { operatorApi, operatorIds } from './operatorApi';

/** The browser's back and forward buttons, for the URL state. */
function History() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        Browser forward
      </button>
    </>
  );
}

const render = (element: ReactElement, path: string) =>
  renderWithProviders(
    <>
      {element}
      <History />
    </>,
    { path },
  );

/** 24 more approved companies, Bench Bil 0 AS … Bench Bil 23 AS, organisation numbers 800000000 on. */
function manyCompanies(api: ReturnType<typeof operatorApi>) {
  for (let n = 0; n < 24; n++) {
    const id = `00000000-0000-4000-8000-${String(100_000 + n).padStart(12, '0')}`;
    api.users.set(
      id,
      companyUser({
        id,
        name: `Kontakt ${n}`,
        email: `bench-${n}@bench.no`,
        phoneNumber: `+47${40_000_000 + n}`,
        organisationName: `Bench Bil ${n} AS`,
        organisationNumber: String(800_000_000 + n),
        representatives: [],
      }),
    );
  }
}

const approvedList = (count: string) => screen.findByRole('list', { name: `Approved companies (${count})` });

describe('companies and deals at scale (issue 29)', () => {
  it('pages the companies and finds them by name or organisation number, in the URL', async () => {
    const api = operatorApi();
    manyCompanies(api);
    const { user, location } = render(<CompaniesScreen />, '/admin/companies');
    const list = await approvedList('25');
    expect(within(list).getAllByRole('article')).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(location.current.search).toBe('?approved=1'));
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await within(pages).findByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browser forward' }));
    expect(await within(pages).findByText('Page 2 of 3')).toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Find a company' });
    await user.type(search, '800000017');
    const found = await approvedList('1 of 25');
    expect(within(found).getByRole('article', { name: 'Bench Bil 17 AS' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Awaiting approval (0 of 1)' })).toBeInTheDocument();
    expect(screen.getByText('No company here fits that search.')).toBeInTheDocument();
    await waitFor(() => expect(location.current.search).toBe('?q=800000017'));

    await user.clear(search);
    await user.type(search, 'venter bil');
    expect(await screen.findByRole('list', { name: 'Awaiting approval (1 of 1)' })).toBeInTheDocument();
  });

  it('opens a shared link to a page of found companies', async () => {
    const api = operatorApi();
    manyCompanies(api);
    render(<CompaniesScreen />, '/admin/companies?q=bench&approved=1');
    const list = await approvedList('24 of 25');
    expect(within(list).getAllByRole('article')).toHaveLength(10);
    expect(screen.getByRole('searchbox', { name: 'Find a company' })).toHaveValue('bench');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('finds a deal by registration number or a party, and keeps filter and search in the URL', async () => {
    const api = operatorApi();
    Object.assign(api.cars[operatorIds.soldCar] as object, { registrationNumber: 'EV 11223' });
    Object.assign(api.cars[operatorIds.unsoldCar] as object, { registrationNumber: 'RA44556' });
    const { user, location } = render(<DealsScreen />, '/admin/deals');
    await screen.findByRole('article', { name: 'Tesla Model 3 (2021)' });
    const search = screen.getByRole('searchbox', { name: 'Find a deal' });
    await user.type(search, 'ev11223');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Toyota RAV4 (2016)' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Tesla Model 3 (2021)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All (1)' })).toBeInTheDocument();

    // The buyer: the winning representative's name.
    await user.clear(search);
    await user.type(search, 'ola byder');
    expect(await screen.findByRole('button', { name: 'Sold (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No bids (0)' })).toBeInTheDocument();

    await user.clear(search);
    await user.click(screen.getByRole('button', { name: 'No bids (1)' }));
    await waitFor(() => expect(location.current.search).toBe('?filter=noBids'));
    expect(screen.queryByRole('article', { name: 'Tesla Model 3 (2021)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await screen.findByRole('article', { name: 'Tesla Model 3 (2021)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All (2)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('searches companies and deals in Norwegian', async () => {
    await i18n.changeLanguage('no');
    const api = operatorApi();
    manyCompanies(api);
    const { user, unmount } = render(<CompaniesScreen />, '/admin/companies');
    await screen.findByRole('list', { name: 'Godkjente bedrifter (25)' });
    await user.type(screen.getByRole('searchbox', { name: 'Finn en bedrift' }), 'bench bil 17');
    expect(await screen.findByRole('list', { name: 'Godkjente bedrifter (1 av 25)' })).toBeInTheDocument();
    unmount();

    render(<DealsScreen />, '/admin/deals?q=rav4');
    expect(await screen.findByRole('article', { name: 'Toyota RAV4 (2016)' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Finn en handel' })).toHaveValue('rav4');
    expect(screen.getByRole('button', { name: 'Alle (1)' })).toBeInTheDocument();
  });
});
