import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../src/i18n';
import { computerClockOff } from '../../support/skewedClock';
import { fullAuction } from '../../support/fixtures';
import { renderRoom, setUp, waitForLive, warmUpRoom } from './roomSetup';

beforeAll(warmUpRoom, 60_000);

const timer = () => screen.getByRole('timer', { name: 'Auction ends in' });

describe('a computer whose clock is off sees the auction’s time (issue 43)', () => {
  it('3 minutes fast: the true time left, and one calm line saying why the taskbar disagrees', async () => {
    const trueNow = computerClockOff(3 * 60_000);
    const { broker } = setUp({
      auction: fullAuction({ endDateTime: new Date(trueNow() + 20 * 60_000).toISOString() }),
    });
    renderRoom();
    await waitForLive(broker);
    expect(
      await screen.findByText("This computer's clock is 3 min fast. Times here follow the auction's clock."),
    ).toBeInTheDocument();
    // 20 minutes on the server's clock, not the 17 this computer's clock would say.
    expect(timer()).toHaveTextContent(/^00:(19:5\d|20:00)$/);
  });

  it('90 s fast with 60 s left on the server: no "ended", no "won", and the bid field stays', async () => {
    const trueNow = computerClockOff(90_000);
    const { broker } = setUp({
      auction: fullAuction({ endDateTime: new Date(trueNow() + 60_000).toISOString() }),
    });
    renderRoom();
    await waitForLive(broker);
    await screen.findByText(/This computer's clock is [12] min fast/);
    expect(timer()).toHaveTextContent(/^00:00:5\d|00:01:00$/);
    expect(screen.queryByText(/Closing/)).not.toBeInTheDocument();
    expect(screen.queryByText('Auction ended')).not.toBeInTheDocument();
    expect(screen.queryByText(/won/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place bid' })).toBeEnabled();
  });

  it('an hour slow (a dual-boot machine on local time), in Norwegian', async () => {
    await i18n.changeLanguage('no');
    const trueNow = computerClockOff(-3600_000);
    const { broker } = setUp({
      auction: fullAuction({ endDateTime: new Date(trueNow() + 5 * 60_000).toISOString() }),
    });
    renderRoom();
    await waitForLive(broker, { language: 'no' });
    expect(
      await screen.findByText(
        'Klokken på denne datamaskinen går 1 t for sakte. Tidene her følger auksjonens klokke.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Auksjonen slutter om' })).toHaveTextContent(
      /^00:0(4:5\d|5:00)$/,
    );
    expect(
      screen.getByText('Siste 10 minutter: hvert bud forlenger nå auksjonen med 2 minutter.'),
    ).toBeVisible();
  });
});
