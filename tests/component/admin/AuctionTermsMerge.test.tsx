import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { AuctionsBoardScreen } from '../../../src/features/admin/auctions/AuctionsBoardScreen';
import { server } from '../../msw/server';
import { auctionSummary, fullAuction, ids } from '../../support/fixtures';
import { renderWithProviders } from '../../support/render';
import { scaled } from '../../support/waitScale';
import { asOperator } from './adminSetup';

beforeAll(async () => {
  await import('../../../src/features/admin/shared/AuctionTermsDialog');
}, 30_000);

// A month ahead, on the minute: it stays in the future whenever the test runs.
const end = new Date(Math.floor((Date.now() + 30 * 86_400_000) / 60_000) * 60_000).toISOString();
const golf = auctionSummary({ expectedPrice: 150000, endDateTime: end });

/** The board lists the Golf as read at first; the read before the PUT answers it as stored now. */
function serveGolf() {
  const stored = { now: golf };
  const sent: unknown[] = [];
  asOperator();
  server.use(
    http.get('/api/v1/auctions/by-status', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      return HttpResponse.json({ items: status === 'Aktivt' ? [golf] : [], totalPages: 1 });
    }),
    http.get(`/api/v1/auctions/by-car/${ids.car}`, () => HttpResponse.json(fullAuction())),
    http.get(`/api/v1/auctions/${ids.auction}`, () => HttpResponse.json(stored.now)),
    http.put('/api/v1/auctions', async ({ request }) => {
      sent.push(await request.json());
      return new HttpResponse(null, { status: 200 });
    }),
  );
  /** Another operator saves the auction's terms meanwhile. */
  const changeElsewhere = (changes: Partial<typeof golf>) => {
    stored.now = { ...stored.now, ...changes };
  };
  const rendered = renderWithProviders(<AuctionsBoardScreen />, { userOptions: { delay: null } });
  return { ...rendered, sent, changeElsewhere };
}

async function editStartingPrice(user: ReturnType<typeof serveGolf>['user'], price: string) {
  await user.click(await screen.findByRole('button', { name: 'Edit the auction of Volkswagen Golf' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Edit the auction of Volkswagen Golf' }));
  const field = dialog.getByLabelText(/^Starting price/);
  await user.clear(field);
  await user.type(field, price);
  return dialog;
}

describe(
  'an edit of an auction’s terms changed elsewhere (contract §14.13)',
  { timeout: scaled(15_000) },
  () => {
    it('keeps the step another operator changed and sends the starting price changed here', async () => {
      const { user, sent, changeElsewhere } = serveGolf();
      const dialog = await editStartingPrice(user, '95000');
      changeElsewhere({ minimalStep: 5000 });
      await user.click(dialog.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('The auction of Volkswagen Golf was changed.')).toBeInTheDocument();
      expect(sent[0]).toMatchObject({ startingPrice: 95000, minimalStep: 5000, endDateTime: end });
    });

    it('asks which starting price to keep when both changed it, and sends the pick', async () => {
      const { user, sent, changeElsewhere } = serveGolf();
      const dialog = await editStartingPrice(user, '95000');
      changeElsewhere({ startingPrice: 90000 });
      await user.click(dialog.getByRole('button', { name: 'Save changes' }));
      const choice = await dialog.findByRole('group', { name: 'Starting price (NOK)' });
      expect(choice).toHaveTextContent(
        'Starting price (NOK) was changed from 100 000,- to 90 000,- elsewhere while you were editing.',
      );
      expect(sent).toHaveLength(0);
      await user.click(within(choice).getByRole('button', { name: /^Keep 90\s000,-$/ }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toMatchObject({ startingPrice: 90000 });
    });
  },
);
