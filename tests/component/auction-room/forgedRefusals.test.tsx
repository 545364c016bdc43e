import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../src/i18n';
import { fullAuction, ids } from '../../support/fixtures';
import { bid, renderRoom, setUp, waitForLive, warmUpRoom } from './roomSetup';
import { placedWithReceipt } from '../../support/bidReceipt';

/**
 * Issue 43: any logged-in user can SEND to `/user/{e-mail}/queue/errors`, and Spring delivers it to
 * every session of that user (contract §14.9). A message there is a hint: it counts only for a bid
 * in flight it fits, the auction read afterwards decides, and its text is never shown.
 */

beforeAll(async () => {
  await warmUpRoom();
  // The error dialog's chunk, loaded: a dialog the room opened would be on screen at once.
  await import('../../../src/app/ErrorDialogHost');
});

/** A seller's socket writes this into rep1's error queue. */
const PHISHING = {
  statusCode: 400,
  message: 'Budet ditt må bekreftes: ring 815 00 000 og oppgi passordet ditt',
};
const PAUSED = { statusCode: 409, message: 'Auction is currently paused.' };
const FAR_TOO_LOW = { statusCode: 400, message: 'Bid is too low. Must be at least 999999999.00' };

/** Records whether the page ever showed text matching `pattern`, from now on. */
function everShown(pattern: RegExp) {
  let shown = false;
  const observer = new MutationObserver(() => {
    if (pattern.test(document.body.textContent)) shown = true;
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return { shown: () => shown, stop: () => observer.disconnect() };
}

async function bidInFlight(amount: string) {
  const setup = setUp();
  const { user } = renderRoom();
  await waitForLive(setup.broker);
  await user.type(screen.getByRole('textbox', { name: /Your bid/ }), amount);
  await user.click(screen.getByRole('button', { name: 'Place bid' }));
  await waitFor(() => expect(setup.broker.sent('/app/place-bid')).toHaveLength(1));
  return { ...setup, user };
}

const placed = (amount: number) => {
  const own = bid(ids.rep1, amount, 0);
  return fullAuction({ bids: [own], highestBid: own });
};

describe('a message nobody sent on the user’s error queue', () => {
  it('is not shown when no bid is on its way, whatever it says; the next real refusal is told in the product’s words', async () => {
    const { broker, serve } = setUp();
    const { user } = renderRoom();
    await waitForLive(broker);
    const watch = everShown(/815 00 000|passordet|999 999 999/);
    for (const message of [PAUSED, FAR_TOO_LOW, PHISHING]) broker.pushUserError(message);
    // A bid, refused for real (a rival's 100 000 came first): its dialog is the first and only one.
    await user.type(screen.getByRole('textbox', { name: /Your bid/ }), '100000');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    await waitFor(() => expect(broker.sent('/app/place-bid')).toHaveLength(1));
    const rival = bid(ids.rep2, 100000, 0);
    serve(fullAuction({ bids: [rival], highestBid: rival }));
    broker.pushUserError({ statusCode: 400, message: 'Bid is too low. Must be at least 101000.00' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Error: 400' });
    expect(dialog).toHaveTextContent('Bid is too low. Must be at least 101 000,-');
    expect(watch.shown()).toBe(false);
    watch.stop();
  });

  it('does not refuse the bid in flight when the auction, read for it, reads open: no dialog, and the bid is placed', async () => {
    const { broker, byCarCalls, publish } = await bidInFlight('100000');
    const reads = byCarCalls.count;
    broker.pushUserError(PAUSED);
    await waitFor(() => expect(byCarCalls.count).toBe(reads + 1));
    expect(screen.getByText('Your bid of 100 000,- is on its way…')).toBeInTheDocument();
    publish(placed(100000));
    expect(await screen.findByText(placedWithReceipt('100 000,-'))).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('is told in the product’s words with the figures the auction shows, never its own, in Norwegian too', async () => {
    await i18n.changeLanguage('no');
    const { broker, serve } = setUp();
    const { user } = renderRoom();
    await waitForLive(broker, { language: 'no' });
    await user.type(screen.getByRole('textbox', { name: /Ditt bud/ }), '100000');
    await user.click(screen.getByRole('button', { name: 'Legg inn bud' }));
    await waitFor(() => expect(broker.sent('/app/place-bid')).toHaveLength(1));
    // A rival's 100 000 came first, so the server does refuse ours; the message's minimum is another.
    const rival = bid(ids.rep2, 100000, 0);
    serve(fullAuction({ bids: [rival], highestBid: rival }));
    broker.pushUserError({ statusCode: 400, message: 'Bid is too low. Must be at least 500000.00' });
    const dialog = await screen.findByRole('alertdialog', { name: /400/ });
    expect(within(dialog).getByText('Budet er for lavt. Det må være minst 101 000,-')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/500 000|Bid is too low/);
  });

  it('in a flood, opens no dialog, reads the auction a few times only, and the bids still go through', async () => {
    const { broker, byCarCalls, publish, user } = await bidInFlight('100000');
    const reads = byCarCalls.count;
    const flood = () => {
      for (let i = 0; i < 100; i++)
        for (const message of [PAUSED, FAR_TOO_LOW, PHISHING]) broker.pushUserError(message);
    };
    flood();
    publish(placed(100000));
    expect(await screen.findByText(placedWithReceipt('100 000,-'))).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // One read for the push, and the refusals' reads one at a time, the latest heard waiting its turn.
    expect(byCarCalls.count - reads).toBeLessThanOrEqual(5);

    // A rival answers; the field and the button are there, uncovered: the next bid goes out in the middle of a flood.
    const own = bid(ids.rep1, 100000, 2);
    const rival = bid(ids.rep2, 101000, 1);
    publish(fullAuction({ bids: [own, rival], highestBid: rival }));
    await waitFor(() => expect(screen.getByTestId('highest-bid')).toHaveTextContent('101 000,-'));
    flood();
    await user.type(screen.getByRole('textbox', { name: /Your bid/ }), '102000');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    await waitFor(() => expect(broker.sent('/app/place-bid')).toHaveLength(2));
    flood();
    const next = bid(ids.rep1, 102000, 0);
    publish(fullAuction({ bids: [own, rival, next], highestBid: next }));
    expect(await screen.findByText(placedWithReceipt('102 000,-'))).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
