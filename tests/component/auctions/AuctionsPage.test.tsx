import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../../src/session/sessionStore';
import { auctionSummary, ids } from '../../support/fixtures';
import { renderApp } from '../../support/render';
import { makeToken } from '../../support/tokens';
import { server } from '../../msw/server';

const paged = (items: unknown[], currentPage = 0, totalPages = 1) => ({
  items,
  totalPages,
  totalElements: items.length,
  currentPage,
});

describe('/auctions', () => {
  it('shows a guest no list, only the prompt to log in or create a buyer account', async () => {
    const { user } = renderApp('/auctions');
    expect(await screen.findByText(/Want to see more and participate in auctions\?/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Auctions' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a buyer account' })).toHaveAttribute('href', '/register');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('lists the active auctions of the page in the URL, each linking to its auction page', async () => {
    startSession(makeToken(), ids.rep1);
    const requests: URLSearchParams[] = [];
    server.use(
      http.get('/api/v1/auctions', ({ request }) => {
        requests.push(new URL(request.url).searchParams);
        return HttpResponse.json(
          paged(
            [
              auctionSummary({
                highestBid: { bidderId: ids.rep2, amount: 125000, placedAt: new Date().toISOString() },
              }),
            ],
            1,
            3,
          ),
        );
      }),
    );
    const { user } = renderApp('/auctions?page=1');
    const list = await screen.findByRole('list', { name: 'Auctions' });
    const link = within(list).getByRole('link', { name: /Volkswagen Golf/ });
    expect(link).toHaveAttribute('href', `/auction/${ids.car}`);
    expect(within(list).getByText('125 000,-')).toBeInTheDocument();
    expect(requests[0]?.get('status')).toBe('Aktivt');
    expect(requests[0]?.get('page')).toBe('1');
    expect(requests[0]?.get('size')).toBe('8');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 3 of 3');
    expect(requests.at(-1)?.get('page')).toBe('2');
  });

  it('says so when there are no auctions', async () => {
    startSession(makeToken(), ids.rep1);
    server.use(http.get('/api/v1/auctions', () => HttpResponse.json(paged([]))));
    renderApp('/auctions');
    expect(await screen.findByText('No auctions yet')).toBeInTheDocument();
  });

  it('opens the error dialog when the list cannot be loaded', async () => {
    startSession(makeToken(), ids.rep1);
    server.use(
      http.get('/api/v1/auctions', () =>
        HttpResponse.json(
          { statusCode: 500, message: 'Database down', timestamp: '2026-01-01T10:00:00' },
          { status: 500 },
        ),
      ),
    );
    renderApp('/auctions');
    const dialog = await screen.findByRole('alertdialog', { name: 'Error: 500' });
    expect(within(dialog).getByText('Database down')).toBeInTheDocument();
  });
});
