import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../src/i18n';
import { signIn } from '../../support/appUnderTest';
import { server } from '../../msw/server';
import { car, companyUser, fullAuction, ids, sellerUser } from '../../support/fixtures';
import { makeToken } from '../../support/tokens';
import { bid, renderRoom, setUp, warmUpRoom } from './roomSetup';

beforeAll(warmUpRoom, 60_000);

const longAgo = () => new Date(Date.now() - 3600_000).toISOString();

/** An auction that ended an hour ago, won by the company's representative Ola Byder (rep1). */
const wonByRep1 = () => {
  const bids = [bid(ids.rep2, 100_000, 7200), bid(ids.rep1, 101_000, 4000)];
  return fullAuction({ status: 'FINISHED', bids, highestBid: bids[1], endDateTime: longAgo() });
};

function viewAs(userId: string, user: object, auction: Record<string, unknown>) {
  setUp({ auction });
  signIn(makeToken(), userId);
  server.use(http.get(`/api/v1/users/${userId}`, () => HttpResponse.json(user)));
  return renderRoom();
}

describe('the end of an auction in the room (issue 24)', () => {
  it('tells a company that its own representative won, by name, and what happens next', async () => {
    viewAs(ids.company, companyUser(), wonByRep1());
    // A colleague's win is the company's win (issue 43).
    expect(await screen.findByText("Your company won: Ola Byder's bid of 101 000,-")).toBeInTheDocument();
    expect(screen.getByText('We will contact you and put you in touch with the seller.')).toBeInTheDocument();
    expect(screen.queryByText(/Won by another bidder/)).not.toBeInTheDocument();
  });

  it('says so in Norwegian', async () => {
    await i18n.changeLanguage('no');
    viewAs(ids.company, companyUser(), wonByRep1());
    expect(
      await screen.findByText('Bedriften din vant: budet til Ola Byder på 101 000,-'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Vi kontakter deg og setter deg i forbindelse med selgeren.'),
    ).toBeInTheDocument();
  });

  it('tells the seller it sold, not that someone else won', async () => {
    viewAs(ids.seller, sellerUser(), wonByRep1());
    expect(await screen.findByText('Sold at 101 000,-')).toBeInTheDocument();
    expect(screen.queryByText(/Won by another bidder/)).not.toBeInTheDocument();
  });

  it('says "Auction ended" once when the end has passed with the status still ACTIVE; the countdown shows a dash', async () => {
    setUp({ auction: fullAuction({ status: 'ACTIVE', endDateTime: longAgo() }) });
    renderRoom();
    expect(await screen.findByText('Ended without bids')).toBeInTheDocument();
    expect(screen.getAllByText('Auction ended', { selector: 'strong, span' })).toHaveLength(1);
    expect(screen.getByRole('timer', { name: 'Auction ends in' })).toHaveTextContent('–');
  });

  it('says it once in Norwegian too', async () => {
    await i18n.changeLanguage('no');
    setUp({ auction: fullAuction({ status: 'ACTIVE', endDateTime: longAgo() }) });
    renderRoom();
    expect(await screen.findByText('Avsluttet uten bud')).toBeInTheDocument();
    expect(screen.getAllByText('Auksjonen er avsluttet', { selector: 'strong, span' })).toHaveLength(1);
  });
});

describe('no "1111" from a failed road-authority lookup (issue 24 item 7)', () => {
  const failedLookup = car({
    status: 'Auksjon',
    firstTimeRegisteredInNorway: '1111-11-11',
    nextEUControl: '1111-11-11',
    engineType: 'N/A',
    bodywork: 'N/A',
    color: 'N/A',
    engineVolume: 0,
    weight: 0,
    numberOfSeats: 0,
    numberOfDoors: 0,
  });

  it.each([
    ['en', 'Unknown', 'Car details'],
    ['no', 'Ukjent', 'Bilens detaljer'],
  ] as const)('shows the defaults as unknown in the room (%s)', async (language, unknown, region) => {
    await i18n.changeLanguage(language);
    setUp();
    server.use(http.get(`/api/v1/cars/${ids.car}`, () => HttpResponse.json(failedLookup)));
    renderRoom();
    const details = await screen.findByRole('region', { name: region });
    expect(within(details).queryByText(/1111/)).not.toBeInTheDocument();
    expect(within(details).queryByText('N/A')).not.toBeInTheDocument();
    expect(within(details).getAllByText(unknown).length).toBeGreaterThanOrEqual(8);
    // The year comes from the auction's model year, never from 1111-11-11.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Volkswagen Golf, 2018');
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('1111');
  });
});
