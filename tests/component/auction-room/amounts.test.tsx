import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../src/i18n';
import { server } from '../../msw/server';
import { fullAuction, ids } from '../../support/fixtures';
import { bid, renderRoom, setUp, waitForLive } from './roomSetup';

/** Issues 36 and 37: what the bid field reads, what it refuses before sending, and what it keeps. */

const highest = bid(ids.rep2, 146_000, 60);
const rivalLimit = { bidderId: ids.rep2, limitAmount: 147_000, placedAt: highest.placedAt };
/** A rival leads at 146 000 with an autobid whose limit, 147 000, is the minimum. */
const withRivalLimit = () => fullAuction({ bids: [highest], highestBid: highest, autoBids: [rivalLimit] });

async function typeBid(amount: string, { language = 'en' } = {}) {
  const { broker } = setUp({ auction: withRivalLimit() });
  const { user } = renderRoom();
  await waitForLive(broker, { language });
  const field = screen.getByRole('textbox', { name: language === 'en' ? /Your bid/ : /Ditt bud/ });
  await user.type(field, amount);
  await user.click(screen.getByRole('button', { name: language === 'en' ? 'Place bid' : 'Legg inn bud' }));
  return { broker, user, field };
}

describe('the bid field refuses what it cannot read for certain, before sending, and keeps it', () => {
  it.each([
    ['100000000', 'The amount is too large: at most 99 999 999,-'],
    ['12345678901234567890', 'The amount is too large: at most 99 999 999,-'],
    ['-5000', 'The amount cannot be negative'],
    ['1e12', 'Write the amount in digits, for example 153,000'],
    [
      '153000,50',
      'The amount can be read more than one way. Write it as 153,000 or 153 000 (a comma or a space between thousands, a point only before øre)',
    ],
    ['153,000.50', 'Enter the amount in whole NOK, without øre'],
  ])('%j: %s', async (typed, message) => {
    const { broker, field } = await typeBid(typed);
    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    expect(field).toHaveValue(typed);
    expect(broker.sent('/app/place-bid')).toHaveLength(0);
  });

  it.each([
    ['100000000', 'Beløpet er for stort: høyst 99 999 999,-'],
    ['153000,50', 'Skriv beløpet i hele kroner, uten øre'],
    ['-5000', 'Beløpet kan ikke være negativt'],
    ['1e12', 'Skriv beløpet med sifre, for eksempel 153 000'],
  ])('in Norwegian, %j: %s', async (typed, message) => {
    await i18n.changeLanguage('no');
    const { broker, field } = await typeBid(typed, { language: 'no' });
    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    expect(field).toHaveValue(typed);
    expect(broker.sent('/app/place-bid')).toHaveLength(0);
  });

  it('reads Norwegian number writing, says what it reads, and sends the number', async () => {
    await i18n.changeLanguage('no');
    const { broker } = setUp({ auction: withRivalLimit() });
    const { user } = renderRoom();
    await waitForLive(broker, { language: 'no' });
    const field = screen.getByRole('textbox', { name: /Ditt bud/ });
    await user.type(field, '153.000');
    expect(field).toHaveAccessibleDescription(/Leses som 153.000,-/);
    await user.click(screen.getByRole('button', { name: 'Legg inn bud' }));
    await waitFor(() => expect(broker.sent('/app/place-bid')).toHaveLength(1));
    expect(JSON.parse(broker.sent('/app/place-bid')[0]?.body ?? '')).toEqual({
      auctionId: ids.auction,
      amount: 153_000,
    });
  });
});

describe('a rival’s autobid limit (issue 36)', () => {
  it('is never suggested: the one-tap amount steps past it, and that amount is sent', async () => {
    const { broker } = setUp({ auction: withRivalLimit() });
    const { user } = renderRoom();
    await waitForLive(broker);
    // The minimum is production's own (highest + step); the suggestion is the next step.
    expect(screen.getByText('Minimum bid: 147 000,-')).toBeInTheDocument();
    const use = screen.getByRole('button', { name: /^Fill in the minimum bid, 148.000,-$/ });
    expect(use).toHaveTextContent(/^Use 148.000,-$/);
    await user.click(use);
    expect(screen.getByRole('textbox', { name: /Your bid/ })).toHaveValue('148000');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    await waitFor(() => expect(broker.sent('/app/place-bid')).toHaveLength(1));
    expect(JSON.parse(broker.sent('/app/place-bid')[0]?.body ?? '')).toEqual({
      auctionId: ids.auction,
      amount: 148_000,
    });
  });

  it('is refused in place when typed, in words that name no one’s limit, and the amount stays', async () => {
    const { broker, field } = await typeBid('147000');
    const alert = await screen.findByText(
      'The auction does not take a bid of exactly this amount. Bid another amount, for example 148 000,-',
    );
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).not.toHaveTextContent(/autobid/i);
    expect(field).toHaveValue('147000');
    expect(broker.sent('/app/place-bid')).toHaveLength(0);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('in Norwegian too', async () => {
    await i18n.changeLanguage('no');
    const { field } = await typeBid('147 000', { language: 'no' });
    const alert = await screen.findByText(
      'Auksjonen tar ikke imot et bud på nøyaktig dette beløpet. By et annet beløp, for eksempel 148 000,-',
    );
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).not.toHaveTextContent(/autobud/i);
    expect(field).toHaveValue('147 000');
    expect(screen.getByRole('button', { name: /^Fyll inn minste bud, 148.000,-$/ })).toHaveTextContent(
      'Bruk 148 000,-',
    );
  });

  it('told by the server (a limit set since the last push) is said in place, not in the error dialog', async () => {
    // The room has not heard of the rival's autobid yet: 147 000 is sent.
    const auction = fullAuction({ bids: [highest], highestBid: highest });
    const { broker, serve } = setUp({ auction });
    const { user } = renderRoom();
    await waitForLive(broker);
    const field = screen.getByRole('textbox', { name: /Your bid/ });
    await user.type(field, '147000');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    await waitFor(() => expect(broker.sent('/app/place-bid')).toHaveLength(1));
    // The auction, read for the refusal, shows the rival's limit.
    serve(withRivalLimit());
    broker.pushUserError({
      statusCode: 400,
      message:
        "An auto bid with the amount '147000.00' exists already. Can't place a bid with the exact same amount",
    });
    const said = await screen.findByText(
      'Your bid of 147 000,- was not placed: The auction does not take a bid of exactly 147 000,-. Bid another amount.',
    );
    expect(said).not.toHaveTextContent(/autobid/i);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /front page/i })).not.toBeInTheDocument();
    // The amount comes back to the field, to change.
    await waitFor(() => expect(field).toHaveValue('147000'));
  });
});

describe('the minimum after an operator raised the starting price (Auction.validateBid)', () => {
  it('is the highest bid plus the step, not the new starting price', async () => {
    const lead = bid(ids.rep2, 120_000, 60);
    const { broker } = setUp({
      auction: fullAuction({ startingPrice: 200_000, bids: [lead], highestBid: lead }),
    });
    const { user } = renderRoom();
    await waitForLive(broker);
    expect(screen.getByText('Minimum bid: 121 000,-')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Your bid/ }), '121000');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    await waitFor(() => expect(broker.sent('/app/place-bid')).toHaveLength(1));
  });
});

describe('"Could not perform save." on a bid', () => {
  it.each([
    ['en', 'The amount could not be saved: it is larger than the system can take (at most 99 999 999,-).'],
    ['no', 'Beløpet kunne ikke lagres: det er større enn systemet kan ta imot (høyst 99 999 999,-).'],
  ] as const)('is about the amount, never the organisation number (%s)', async (language, message) => {
    await i18n.changeLanguage(language);
    const { broker } = setUp({ auction: withRivalLimit() });
    server.use(
      http.post('/api/v1/auctions/place-bid', () =>
        HttpResponse.json({ statusCode: 409, message: 'Could not perform save.' }, { status: 409 }),
      ),
    );
    const { user } = renderRoom();
    await waitForLive(broker, { language });
    // Over HTTP while the socket is down (contract §14.1).
    broker.drop();
    await screen.findByRole('status', { name: language === 'en' ? /Reconnecting/ : /Kobler til på nytt/ });
    await user.type(
      screen.getByRole('textbox', { name: language === 'en' ? /Your bid/ : /Ditt bud/ }),
      '150000',
    );
    await user.click(screen.getByRole('button', { name: language === 'en' ? 'Place bid' : 'Legg inn bud' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: language === 'en' ? 'Error: 409' : 'Feil: 409',
    });
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/organisa/i);
  });
});
