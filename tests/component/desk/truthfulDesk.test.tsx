import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newAppQueryClient } from '../../../src/api/queryClient';
import { i18n } from '../../../src/i18n';
import { ids } from '../../support/fixtures';
import { auctionOf, bid, golf, renderDesk, row, setUp, volvo, waitForLive } from './deskSetup';
import { placedWithReceipt } from '../../support/bidReceipt';

/** Issue 30 on the desk: the leader asked before bidding, a paused refusal told in its row, an honest pill. */

afterEach(() => {
  vi.restoreAllMocks();
});

const LANGUAGES = {
  en: {
    leaderTitle: 'You already lead. Bid anyway?',
    cancel: 'Cancel',
    anyway: /^Bid 121.000,- anyway$/,
    leaderMessage: 'The highest bid, 120 000,-, is yours. A bid of 121 000,- only raises the price you pay.',
    outbidWhileAsked:
      'Another bidder bid while you were deciding, so your bid was not sent. The minimum bid is now 122 000,-.',
    pausedRefusal:
      'Your bid of 122 000,- was not placed: the auction is paused, so you cannot bid now. Bidding opens here again when it resumes.',
    connected: 'Connection: Connected',
    live: 'Connection: Live',
    pausedHint: 'The auction is paused: nobody can bid now. The row opens for bids again when it resumes.',
    idleHint: 'No bidding is going on here now.',
    bidGolf: /^Bid 121.000,- on Volkswagen Golf$/,
    bidVolvo: /^Bid 122.000,- on Volvo V70$/,
    bidGolfAfter: /^Bid 122.000,- on Volkswagen Golf$/,
    noLonger: 'You no longer lead',
  },
  no: {
    leaderTitle: 'Du leder allerede. By likevel?',
    cancel: 'Avbryt',
    anyway: /^By 121.000,- likevel$/,
    leaderMessage: 'Det høyeste budet, 120 000,-, er ditt. Et bud på 121 000,- øker bare prisen du betaler.',
    outbidWhileAsked:
      'En annen budgiver bød mens du bestemte deg, så budet ditt ble ikke sendt. Minste bud er nå 122 000,-.',
    pausedRefusal:
      'Budet ditt på 122 000,- ble ikke lagt inn: auksjonen er satt på pause, så du kan ikke by nå. Budgivningen åpner her igjen når den fortsetter.',
    connected: 'Tilkobling: Tilkoblet',
    live: 'Tilkobling: Direkte',
    pausedHint: 'Auksjonen er satt på pause: ingen kan by nå. Raden åpner for bud igjen når den fortsetter.',
    idleHint: 'Ingen budgivning pågår her nå.',
    bidGolf: /^By 121.000,- på Volkswagen Golf$/,
    bidVolvo: /^By 122.000,- på Volvo V70$/,
    bidGolfAfter: /^By 122.000,- på Volkswagen Golf$/,
    noLonger: 'Du leder ikke lenger',
  },
} as const;

describe.each(['en', 'no'] as const)('the desk tells the truth (%s)', (language) => {
  const words = LANGUAGES[language];

  it('asks the leader before a one-tap bid, and sends it only when they say yes', async () => {
    await i18n.changeLanguage(language);
    const { broker } = setUp({
      followed: [golf],
      auctions: { [golf]: auctionOf(golf, [bid(ids.rep1, 120000)]) },
    });
    const { user } = renderDesk();
    await waitForLive(broker, [golf], language);
    await user.click(await screen.findByRole('button', { name: words.bidGolf }));
    const dialog = await screen.findByRole('alertdialog', { name: words.leaderTitle });
    await user.click(within(dialog).getByRole('button', { name: words.cancel }));
    expect(broker.sent('/app/place-bid')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: words.bidGolf }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: words.leaderTitle })).getByRole('button', {
        name: words.anyway,
      }),
    );
    await waitFor(() => expect(broker.sent('/app/place-bid')).toHaveLength(1));
  });

  it('takes the leader’s question back when a rival bids while it is open: nothing sent, the row says why', async () => {
    await i18n.changeLanguage(language);
    const { broker, publish } = setUp({
      followed: [golf],
      auctions: { [golf]: auctionOf(golf, [bid(ids.rep1, 120000)]) },
    });
    const { user } = renderDesk();
    await waitForLive(broker, [golf], language);
    await user.click(await screen.findByRole('button', { name: words.bidGolf }));
    const dialog = await screen.findByRole('alertdialog', { name: words.leaderTitle });
    expect(dialog).toHaveTextContent(words.leaderMessage);
    publish(golf, auctionOf(golf, [bid(ids.rep1, 120000), bid(ids.rep2, 121000)]));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await row('Volkswagen Golf').findByText(words.outbidWhileAsked)).toHaveAttribute('role', 'status');
    expect(row('Volkswagen Golf').getByText(words.noLonger)).toBeInTheDocument();
    expect(broker.sent('/app/place-bid')).toHaveLength(0);
    // The row's button bids the new minimum, without a question now that the user does not lead.
    await user.click(screen.getByRole('button', { name: words.bidGolfAfter }));
    await waitFor(() => expect(broker.sent('/app/place-bid')).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByText(words.outbidWhileAsked)).not.toBeInTheDocument();
  });

  it('tells a bid refused because the auction is paused in its row, with no error dialog, and stops reading live', async () => {
    await i18n.changeLanguage(language);
    const running = auctionOf(volvo, [bid(ids.rep2, 121000)]);
    const { broker, serve } = setUp({ followed: [volvo], auctions: { [volvo]: running } });
    const { user } = renderDesk();
    await waitForLive(broker, [volvo], language);
    expect(screen.getByRole('status', { name: words.live })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: words.bidVolvo }));
    await waitFor(() => expect(broker.sent('/app/place-bid')).toHaveLength(1));
    serve(volvo, auctionOf(volvo, [bid(ids.rep2, 121000)], { status: 'DISABLED' }));
    broker.pushUserError({ statusCode: 409, message: 'Auction is currently paused.' });
    expect(await row('Volvo V70').findByText(words.pausedRefusal)).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: words.bidVolvo })).not.toBeInTheDocument();
    expect(await screen.findByRole('status', { name: words.connected })).toBeInTheDocument();
    // The row says what a pause means, and the pill why it no longer reads "Live".
    expect(row('Volvo V70').getByText(words.pausedHint)).toBeInTheDocument();
    expect(screen.getByText(words.idleHint)).toBeInTheDocument();
  });
});

describe('the desk: a paused auction comes back by itself', () => {
  it('reads a paused row again when the tab comes back, and offers the bid again', async () => {
    const paused = auctionOf(volvo, [bid(ids.rep2, 121000)], { status: 'DISABLED' });
    const { broker, serve } = setUp({ followed: [volvo], auctions: { [volvo]: paused } });
    // The app's cache settings: an answer fresh for 10 s is not asked again on focus by default.
    renderDesk({ queryClient: newAppQueryClient() });
    await waitForLive(broker, [volvo]);
    expect(row('Volvo V70').getByText('Auction is inactive')).toBeInTheDocument();
    serve(volvo, auctionOf(volvo, [bid(ids.rep2, 121000)]));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    expect(await screen.findByRole('button', { name: LANGUAGES.en.bidVolvo })).toBeInTheDocument();
  });

  it.each([
    ['en', 'Make and model unknown'],
    ['no', 'Merke og modell ukjent'],
  ] as const)(
    'names a row whose car details are the failed lookup’s placeholders (%s)',
    async (language, name) => {
      await i18n.changeLanguage(language);
      const placeholders = auctionOf(volvo, [], {
        carDetails: { carId: volvo, makeModel: 'N/A N/A', modelYear: '1111', thumbnailImageUrl: null },
      });
      const { broker } = setUp({ followed: [volvo], auctions: { [volvo]: placeholders } });
      renderDesk();
      await waitForLive(broker, [volvo], language);
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
      expect(screen.queryByText(/N\/A|1111/)).not.toBeInTheDocument();
    },
  );
});

describe('the desk: a refusal the auction does not bear out', () => {
  it('is not the bid’s: a 409 on the queue while the auction reads open opens no dialog, and the bid is placed when the auction shows it', async () => {
    const running = auctionOf(volvo, [bid(ids.rep2, 121000)]);
    const { broker, byCarCalls, publish } = setUp({ followed: [volvo], auctions: { [volvo]: running } });
    const { user } = renderDesk();
    await waitForLive(broker, [volvo]);
    await user.click(await screen.findByRole('button', { name: LANGUAGES.en.bidVolvo }));
    await waitFor(() => expect(broker.sent('/app/place-bid')).toHaveLength(1));
    const readsBefore = byCarCalls[volvo] ?? 0;
    broker.pushUserError({ statusCode: 409, message: 'Auction is currently paused.' });
    // The auction is read for the refusal; it reads open, so the refusal is not borne out.
    await waitFor(() => expect(byCarCalls[volvo]).toBe(readsBefore + 1));
    expect(row('Volvo V70').getByRole('status')).toHaveTextContent('Your bid of 122 000,- is on its way…');
    publish(volvo, auctionOf(volvo, [bid(ids.rep2, 121000), bid(ids.rep1, 122000)]));
    expect(await row('Volvo V70').findByText(placedWithReceipt('122 000,-'))).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
