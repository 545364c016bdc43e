import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../src/i18n';
import { companyUser, fullAuction, ids } from '../../support/fixtures';
import { FakeNotification, installFakeNotification } from '../../support/fakeNotification';
import { bid, renderRoom, setUp, waitForLive } from './roomSetup';

const SWITCH = 'Notify me while this tab is in the background';

beforeEach(installFakeNotification);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const hideTab = () => vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);

describe('notifications: the switch', () => {
  it('asks for permission only when switched on, and remembers the choice', async () => {
    const { broker } = setUp();
    const { user } = renderRoom();
    await waitForLive(broker);
    const toggle = screen.getByRole('switch', { name: SWITCH });
    expect(toggle).not.toBeChecked();
    expect(
      screen.getByText(/When you are outbid, and when the auction enters its last five minutes/),
    ).toBeInTheDocument();
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('notifyWhenHidden')).toBe('on');
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
  });

  it('promises a company, which never bids and so is never outbid, only the last minutes', async () => {
    setUp({ user: companyUser({ id: ids.rep1 }) });
    renderRoom();
    expect(await screen.findByText('When the auction enters its last five minutes.')).toBeInTheDocument();
    expect(screen.queryByText(/When you are outbid/)).not.toBeInTheDocument();
  });

  it('stays off when the user declines the browser’s question, and says notifications are blocked', async () => {
    FakeNotification.answer = 'denied';
    const { broker } = setUp();
    const { user } = renderRoom();
    await waitForLive(broker);
    await user.click(screen.getByRole('switch', { name: SWITCH }));
    await waitFor(() => expect(screen.getByRole('switch', { name: SWITCH })).toBeDisabled());
    expect(screen.getByRole('switch', { name: SWITCH })).not.toBeChecked();
    expect(screen.getByText(/Notifications are blocked for this site/)).toBeInTheDocument();
  });

  it('cannot be switched on without the Notification API, and says so in Norwegian', async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('no');
    const { broker } = setUp();
    renderRoom();
    await waitForLive(broker, { language: 'no' });
    expect(
      screen.getByRole('switch', { name: 'Varsle meg mens denne fanen er i bakgrunnen' }),
    ).toBeDisabled();
    expect(screen.getByText('Denne nettleseren kan ikke vise varsler.')).toBeInTheDocument();
  });
});

describe('notifications: while the tab is hidden', () => {
  const mine = bid(ids.rep1, 120_000, 10);
  const theirs = bid(ids.rep2, 121_000, 0);

  async function outbidWith({ on, hidden }: { on: boolean; hidden: boolean }) {
    if (on) {
      FakeNotification.permission = 'granted';
      localStorage.setItem('notifyWhenHidden', 'on');
    }
    const { broker, publish } = setUp({ auction: fullAuction({ bids: [mine], highestBid: mine }) });
    renderRoom();
    await waitForLive(broker);
    if (hidden) hideTab();
    publish(fullAuction({ bids: [mine, theirs], highestBid: theirs }));
    await screen.findByText(
      /^Another bidder now leads at 121 000,-\. It may be a colleague from your company/,
    );
  }

  it('tells the user they were outbid', async () => {
    await outbidWith({ on: true, hidden: true });
    expect(FakeNotification.shown).toEqual([
      {
        title: 'Outbid: Volkswagen Golf',
        body: 'The highest bid is now 121\u00a0000,-.',
        tag: `outbid-${ids.car}`,
      },
    ]);
  });

  it('shows nothing while the tab is in view (the room says it)', async () => {
    await outbidWith({ on: true, hidden: false });
    expect(FakeNotification.shown).toEqual([]);
  });

  it('shows nothing unless the user switched it on', async () => {
    FakeNotification.permission = 'granted';
    await outbidWith({ on: false, hidden: true });
    expect(FakeNotification.shown).toEqual([]);
  });

  it('tells once when the auction enters its last five minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    FakeNotification.permission = 'granted';
    localStorage.setItem('notifyWhenHidden', 'on');
    const end = new Date(Date.now() + 5 * 60_000 + 2_000).toISOString();
    const { broker } = setUp({ auction: fullAuction({ endDateTime: end }) });
    renderRoom();
    await waitForLive(broker);
    hideTab();
    vi.advanceTimersByTime(3_000);
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    expect(FakeNotification.shown[0]?.title).toBe('Last five minutes: Volkswagen Golf');
    expect(FakeNotification.shown[0]?.body).toMatch(/^The auction ends at .+\. No bids yet\.$/);
    vi.advanceTimersByTime(60_000);
    expect(FakeNotification.shown).toHaveLength(1);
  });

  it('does not tell about the last five minutes when the room opened inside them', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    FakeNotification.permission = 'granted';
    localStorage.setItem('notifyWhenHidden', 'on');
    hideTab();
    const { broker } = setUp({
      auction: fullAuction({ endDateTime: new Date(Date.now() + 4 * 60_000).toISOString() }),
    });
    renderRoom();
    await waitForLive(broker);
    vi.advanceTimersByTime(5_000);
    expect(FakeNotification.shown).toEqual([]);
  });
});
