import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { AuctionsBoardScreen } from '../../../src/features/admin/auctions/AuctionsBoardScreen';
import { i18n } from '../../../src/i18n';
import { server } from '../../msw/server';
import { auctionSummary, fullAuction, ids } from '../../support/fixtures';
import { renderWithProviders } from '../../support/render';
import { asOperator } from './adminSetup';

/** Issues 36 and 37: the operator's terms are amounts like every other (read, refused, kept). */

beforeAll(async () => {
  await import('../../../src/features/admin/shared/AuctionTermsDialog');
}, 30_000);

const end = new Date(Math.floor((Date.now() + 30 * 86_400_000) / 60_000) * 60_000).toISOString();
const golf = auctionSummary({ expectedPrice: 150000, endDateTime: end });

/** The board with one running auction; every PUT of the terms is recorded and answered by `answer`. */
function serveBoard(answer: () => Response = () => new HttpResponse(null, { status: 200 })) {
  asOperator();
  const sent: unknown[] = [];
  server.use(
    http.get('/api/v1/auctions/by-status', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      return HttpResponse.json({ items: status === 'Aktivt' ? [golf] : [], totalPages: 1 });
    }),
    http.get(`/api/v1/auctions/by-car/${ids.car}`, () => HttpResponse.json(fullAuction())),
    http.get('/api/v1/auctions/:id', () => HttpResponse.json(golf)),
    http.put('/api/v1/auctions', async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

async function openEdit(language: 'en' | 'no' = 'en') {
  const { user } = renderWithProviders(<AuctionsBoardScreen />, { userOptions: { delay: null } });
  const name =
    language === 'en' ? 'Edit the auction of Volkswagen Golf' : 'Endre auksjonen for Volkswagen Golf';
  await user.click(await screen.findByRole('button', { name }));
  const dialog = within(screen.getByRole('dialog', { name }));
  return { user, dialog };
}

describe('the terms dialogs’ amounts', { timeout: 20_000 }, () => {
  it('refuses a starting price of 100 000 000 before sending, and keeps it', async () => {
    const sent = serveBoard();
    const { user, dialog } = await openEdit();
    const start = dialog.getByLabelText(/^Starting price/);
    await user.clear(start);
    await user.type(start, '100 000 000');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByText('The amount is too large: at most 99 999 999,-')).toBeInTheDocument();
    expect(start).toHaveValue('100 000 000');
    expect(sent).toEqual([]);
  });

  it('refuses a minimal step with øre, in Norwegian', async () => {
    await i18n.changeLanguage('no');
    const sent = serveBoard();
    const { user, dialog } = await openEdit('no');
    const step = dialog.getByLabelText(/^Minste budøkning/);
    await user.clear(step);
    await user.type(step, '1000,50');
    await user.click(dialog.getByRole('button', { name: 'Lagre endringer' }));
    expect(await dialog.findByText('Skriv beløpet i hele kroner, uten øre')).toBeInTheDocument();
    expect(step).toHaveValue('1000,50');
    expect(sent).toEqual([]);
  });

  it('reads a Norwegian starting price with thousands points and sends the number', async () => {
    await i18n.changeLanguage('no');
    const sent = serveBoard();
    const { user, dialog } = await openEdit('no');
    const start = dialog.getByLabelText(/^Startpris/);
    await user.clear(start);
    await user.type(start, '95.000');
    await user.click(dialog.getByRole('button', { name: 'Lagre endringer' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ startingPrice: 95_000, minimalStep: 1000 });
  });

  it.each([
    ['en', 'The amount could not be saved: it is larger than the system can take (at most 99 999 999,-).'],
    ['no', 'Beløpet kunne ikke lagres: det er større enn systemet kan ta imot (høyst 99 999 999,-).'],
  ] as const)(
    'says "Could not perform save." is about the amount (%s), and keeps the terms',
    async (language, text) => {
      await i18n.changeLanguage(language);
      serveBoard(() =>
        HttpResponse.json({ statusCode: 409, message: 'Could not perform save.' }, { status: 409 }),
      );
      const { user, dialog } = await openEdit(language);
      const start = dialog.getByLabelText(language === 'en' ? /^Starting price/ : /^Startpris/);
      await user.clear(start);
      await user.type(start, '96000');
      await user.click(
        dialog.getByRole('button', { name: language === 'en' ? 'Save changes' : 'Lagre endringer' }),
      );
      const message = await dialog.findByText(new RegExp(text.replace(/[().]/g, '\\$&')));
      expect(message).not.toHaveTextContent(/organisa/i);
      expect(start).toHaveValue('96000');
    },
  );
});
