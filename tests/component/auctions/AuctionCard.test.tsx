import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../src/i18n';
import type { AuctionSummary } from '../../../src/api/auctions';
import { AuctionCard } from '../../../src/product/AuctionCard';
import { renderWithProviders } from '../../support/render';

const auction = (overrides: Partial<AuctionSummary> = {}): AuctionSummary => ({
  id: 'auction-1',
  startingPrice: 100000,
  minimalStep: 1000,
  carDetails: {
    carId: 'car-1',
    makeModel: 'Volvo V70',
    modelYear: '2015',
    thumbnailImageUrl: '/files/v70.jpg',
  },
  highestBid: { amount: 150000, placedAt: '2026-01-01T10:00:00Z', bidderId: 'u1' },
  endDateTime: new Date(Date.now() + 2 * 3600_000 + 5000).toISOString(),
  status: 'ACTIVE',
  ...overrides,
});

describe('AuctionCard', () => {
  it('links to the auction and shows the car, the highest bid, the time left and the status', async () => {
    renderWithProviders(<AuctionCard auction={auction()} href="/auction/car-1" />);
    expect(await screen.findByRole('link', { name: /Volvo V70/ })).toHaveAttribute('href', '/auction/car-1');
    expect(screen.getByRole('heading', { name: 'Volvo V70' })).toBeInTheDocument();
    expect(screen.getByText('2015')).toBeInTheDocument();
    expect(screen.getByText('150 000,-')).toBeInTheDocument();
    expect(screen.getByText(/^02:00:0\d$/)).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    const image = screen.getByRole('presentation');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
  });

  it('says a finished auction without bids has none, not none yet, and has ended', async () => {
    renderWithProviders(
      <AuctionCard auction={auction({ highestBid: null, status: 'FINISHED' })} href="/a" />,
    );
    expect(await screen.findByText('No bids')).toBeInTheDocument();
    expect(screen.queryByText('No bids yet')).not.toBeInTheDocument();
    expect(screen.getByText('Auction ended')).toBeInTheDocument();
    expect(screen.getByText('Finished')).toBeInTheDocument();
  });

  it('shows an ended text long after the end time has passed, even while the list still says active', async () => {
    renderWithProviders(<AuctionCard auction={auction({ endDateTime: '2020-01-01T00:00:00Z' })} href="/a" />);
    expect(await screen.findByText('Auction ended')).toBeInTheDocument();
  });

  it('says "Closing…", not "ended", once the end time has passed while the list still says active (issue 43)', async () => {
    renderWithProviders(
      <AuctionCard auction={auction({ endDateTime: new Date(Date.now() - 1000).toISOString() })} href="/a" />,
    );
    expect(await screen.findByText('Closing…')).toBeInTheDocument();
    expect(screen.queryByText('Auction ended')).not.toBeInTheDocument();
  });

  it('labels a paused auction in Norwegian', async () => {
    await i18n.changeLanguage('no');
    renderWithProviders(<AuctionCard auction={auction({ status: 'DISABLED' })} href="/a" />);
    expect(await screen.findByText('Deaktivert')).toBeInTheDocument();
    expect(screen.getByText('–')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Make and model unknown'],
    ['no', 'Merke og modell ukjent'],
  ] as const)(
    'shows neither "N/A N/A" nor the year 1111 of a failed lookup (contract §14.3, %s)',
    async (language, unknown) => {
      await i18n.changeLanguage(language);
      const carDetails = { carId: 'car-1', makeModel: 'N/A N/A', modelYear: '1111', thumbnailImageUrl: null };
      renderWithProviders(<AuctionCard auction={auction({ carDetails })} href="/a" />);
      expect(await screen.findByRole('heading', { name: unknown })).toBeInTheDocument();
      expect(screen.queryByText(/N\/A|1111/)).not.toBeInTheDocument();
    },
  );
});
