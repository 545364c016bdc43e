import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../src/i18n';
import { formatMoney } from '../../../src/lib/money';
import { companyUser, ids, representative } from '../../support/fixtures';
import { FakeNotification, installFakeNotification } from '../../support/fakeNotification';
import { renderApp } from '../../support/render';
import { makeToken } from '../../support/tokens';
import { audi, auctionOf, bid, golf, renderDesk, row, setUp, volvo, waitForLive } from './deskSetup';
import { scaled } from '../../support/waitScale';
import { computerClockOff } from '../../support/skewedClock';

beforeEach(installFakeNotification);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const past = new Date(Date.now() - 60_000).toISOString();
const hideTab = () => vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
const switchOn = () => {
  FakeNotification.permission = 'granted';
  localStorage.setItem('notifyWhenHidden', 'on');
};

/** Three ended auctions: won by the representative, won by someone else, and one without bids. */
const endedThree = () => ({
  [golf]: auctionOf(golf, [bid(ids.rep2, 110000), bid(ids.rep1, 120000)], { status: 'FINISHED' }),
  [volvo]: auctionOf(volvo, [bid(ids.rep1, 120000), bid(ids.rep2, 125000)], { status: 'FINISHED' }),
  [audi]: auctionOf(audi, [], { endDateTime: past, status: 'FINISHED' }),
});

describe('desk: how followed auctions ended', () => {
  it('tells the representative they won, lost or that nobody bid', async () => {
    const { broker } = setUp({ followed: [golf, volvo, audi], auctions: endedThree() });
    renderDesk();
    await waitForLive(broker, [golf, volvo, audi]);
    expect(row('Volkswagen Golf').getByText('You won at 120 000,-')).toBeInTheDocument();
    expect(
      row('Volvo V70').getByText(
        'Won by another bidder at 125 000,-. It may be a colleague from your company.',
      ),
    ).toBeInTheDocument();
    expect(row('Audi A4').getByText('Ended without bids')).toBeInTheDocument();
    expect(row('Audi A4').getByText('Auction ended')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Bid/ })).not.toBeInTheDocument();
  });

  it('says it in Norwegian', async () => {
    await i18n.changeLanguage('no');
    const { broker } = setUp({ followed: [golf, volvo, audi], auctions: endedThree() });
    renderDesk();
    await waitForLive(broker, [golf, volvo, audi], 'no');
    expect(row('Volkswagen Golf').getByText('Du vant med 120 000,-')).toBeInTheDocument();
    expect(
      row('Volvo V70').getByText(
        'Vunnet av en annen budgiver med 125 000,-. Det kan være en kollega i bedriften din.',
      ),
    ).toBeInTheDocument();
    expect(row('Audi A4').getByText('Avsluttet uten bud')).toBeInTheDocument();
    expect(row('Audi A4').getByText('Auksjonen er avsluttet')).toBeInTheDocument();
  });

  it('says "Closing…" when a running auction passes its end, and "won" only on the server’s FINISHED (issue 43)', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const end = new Date(Date.now() + 3_000).toISOString();
    const bids = [bid(ids.rep1, 120000)];
    const { broker, serve } = setUp({
      followed: [golf],
      auctions: { [golf]: auctionOf(golf, bids, { endDateTime: end }) },
    });
    renderDesk();
    await waitForLive(broker, [golf]);
    expect(row('Volkswagen Golf').getByText('You lead')).toBeInTheDocument();
    vi.advanceTimersByTime(4_000);
    expect(
      await row('Volkswagen Golf').findByText('Closing… A late bid may still move the end.'),
    ).toBeInTheDocument();
    expect(row('Volkswagen Golf').queryByText(/You won/)).not.toBeInTheDocument();
    serve(golf, auctionOf(golf, bids, { endDateTime: end, status: 'FINISHED' }));
    vi.advanceTimersByTime(5_000);
    expect(await row('Volkswagen Golf').findByText('You won at 120 000,-')).toBeInTheDocument();
  });

  it('names the company’s representative who won', async () => {
    const company = {
      ...companyUser(),
      representatives: [representative(), representative({ id: ids.rep2, name: 'Per Byder' })],
    };
    const { broker } = setUp({
      user: company,
      followed: [golf, volvo],
      auctions: {
        [golf]: auctionOf(golf, [bid(ids.rep2, 130000)], { status: 'FINISHED' }),
        [volvo]: auctionOf(volvo, [bid(ids.rep1, 90000), bid('someone-else', 95000)], { status: 'FINISHED' }),
      },
    });
    renderDesk();
    await waitForLive(broker, [golf, volvo]);
    expect(
      row('Volkswagen Golf').getByText("Your company won: Per Byder's bid of 130 000,-"),
    ).toBeInTheDocument();
    expect(row('Volvo V70').getByText('Won by another bidder at 95 000,-')).toBeInTheDocument();
  });
});

describe('desk: notifications while the tab is hidden', () => {
  const SWITCH = 'Notify me while this tab is in the background';

  it('asks for permission only from the switch, which says it covers every followed auction', async () => {
    const { broker } = setUp();
    const { user } = renderDesk();
    await waitForLive(broker, [golf, volvo]);
    expect(
      screen.getByText(
        'When you are outbid on a followed auction, and when one enters its last five minutes.',
      ),
    ).toBeInTheDocument();
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    const toggle = screen.getByRole('switch', { name: SWITCH });
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('notifyWhenHidden')).toBe('on');
  });

  it('tells the representative they were outbid on any followed auction', async () => {
    switchOn();
    const mine = bid(ids.rep1, 120000);
    const { broker, publish } = setUp({ auctions: { [volvo]: auctionOf(volvo, [mine]) } });
    renderDesk();
    await waitForLive(broker, [golf, volvo]);
    expect(screen.getByRole('switch', { name: SWITCH })).toBeChecked();
    hideTab();
    publish(volvo, auctionOf(volvo, [mine, bid(ids.rep2, 121000)]));
    expect(await row('Volvo V70').findByText('You no longer lead')).toBeInTheDocument();
    await waitFor(() =>
      expect(FakeNotification.shown).toEqual([
        {
          title: 'Outbid: Volvo V70',
          body: 'The highest bid is now 121\u00a0000,-.',
          tag: `outbid-${volvo}`,
        },
      ]),
    );
  });

  it('shows nothing while the desk is in view or the switch is off', async () => {
    FakeNotification.permission = 'granted';
    const mine = bid(ids.rep1, 120000);
    const { broker, publish } = setUp({ auctions: { [volvo]: auctionOf(volvo, [mine]) } });
    renderDesk();
    await waitForLive(broker, [golf, volvo]);
    hideTab();
    publish(volvo, auctionOf(volvo, [mine, bid(ids.rep2, 121000)]));
    expect(await row('Volvo V70').findByText('You no longer lead')).toBeInTheDocument();
    expect(FakeNotification.shown).toEqual([]);
  });

  it('tells in Norwegian when a followed auction enters its last five minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    await i18n.changeLanguage('no');
    switchOn();
    const end = new Date(Date.now() + 5 * 60_000 + 2_000).toISOString();
    const { broker } = setUp({ auctions: { [golf]: auctionOf(golf, [], { endDateTime: end }) } });
    renderDesk();
    await waitForLive(broker, [golf, volvo], 'no');
    expect(screen.getByRole('switch', { name: 'Varsle meg mens denne fanen er i bakgrunnen' })).toBeChecked();
    hideTab();
    vi.advanceTimersByTime(3_000);
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    expect(FakeNotification.shown[0]?.title).toBe('Siste fem minutter: Volkswagen Golf');
    vi.advanceTimersByTime(60_000);
    expect(FakeNotification.shown).toHaveLength(1);
  });
});

describe('desk: a session that expires', () => {
  it('keeps the desk on screen and pauses its bids, saying why', { timeout: scaled(20_000) }, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { broker } = setUp({ token: makeToken({}, 30) });
    const { user } = renderApp('/desk', { userOptions: { advanceTimers: vi.advanceTimersByTime } });
    await waitForLive(broker, [golf, volvo]);
    const bidOnGolf = screen.getByRole('button', { name: `Bid ${formatMoney(100000)} on Volkswagen Golf` });
    expect(bidOnGolf).toBeEnabled();

    await act(() => vi.advanceTimersByTimeAsync(31_000));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(
      await screen.findByText(
        'Your session has expired, so bidding from the desk is paused. Log in again to bid: the desk stays as it is.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Volkswagen Golf' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Bid ${formatMoney(100000)} on Volkswagen Golf` }),
    ).toBeDisabled();
    expect(screen.getByText('Live updates resume when you log in again.')).toBeInTheDocument();
  });
});

describe('desk: a computer whose clock is off (issue 43)', () => {
  it('2 minutes fast with 1 minute left on the server: the row keeps its countdown and quick bid, no "Closing…" or "won"', async () => {
    const trueNow = computerClockOff(2 * 60_000);
    const end = new Date(trueNow() + 60_000).toISOString();
    const { broker } = setUp({
      followed: [golf],
      auctions: { [golf]: auctionOf(golf, [bid(ids.rep1, 120000)], { endDateTime: end }) },
    });
    renderDesk();
    await waitForLive(broker, [golf]);
    expect(
      await screen.findByText("This computer's clock is 2 min fast. Times here follow the auction's clock."),
    ).toBeInTheDocument();
    expect(row('Volkswagen Golf').getByRole('timer')).toHaveTextContent(/^00:00:[45]\d|00:01:00$/);
    expect(row('Volkswagen Golf').queryByText(/Closing|You won|Auction ended/)).not.toBeInTheDocument();
    expect(row('Volkswagen Golf').getByRole('button', { name: /^Bid/ })).toBeEnabled();
  });
});
