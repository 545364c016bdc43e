import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_INTERVAL_MS } from '../../../src/config';
import { LandingPage } from '../../../src/features/landing/LandingPage';
import { BuyerDialog } from '../../../src/features/registration/BuyerDialog';
import { i18n } from '../../../src/i18n';
import { SellerQuickDialog } from '../../../src/features/registration/SellerQuickDialog';
import { useLoginPromptState } from '../../../src/session/loginPrompt';
import { saveDraft } from '../../../src/core/formDrafts';
import { signIn } from '../../support/appUnderTest';
import { ids } from '../../support/fixtures';
import { makeToken } from '../../support/tokens';
import { renderWithProviders } from '../../support/render';
import { scaled } from '../../support/waitScale';

function LoginPromptProbe() {
  const { open } = useLoginPromptState();
  return <output aria-label="login prompt">{open ? 'open' : 'closed'}</output>;
}

function renderLanding(options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(
    <>
      <LandingPage SellDialog={SellerQuickDialog} BuyDialog={BuyerDialog} />
      <LoginPromptProbe />
    </>,
    options,
  );
}

const currentSlide = () =>
  screen
    .getAllByRole('group', { hidden: false })
    .filter((slide) => !slide.hidden)[0]
    ?.getAttribute('aria-label');

afterEach(() => {
  vi.useRealTimers();
});

describe('LandingPage', { timeout: scaled(20000) }, () => {
  it('shows the headline, the three selling steps and the three sample auctions', async () => {
    renderLanding();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sell your car to approved dealers' }),
    ).toBeVisible();
    const steps = screen.getByRole('region', { name: 'How selling works' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(within(steps).getByRole('heading', { name: 'Send an application' })).toBeInTheDocument();
    expect(within(steps).getByText(/the car is offered to dealers and you are notified/)).toBeInTheDocument();
    // Issue 30: an auction can end without bids, and then the car is not sold.
    expect(within(steps).getByRole('heading', { name: 'The auction ends' })).toBeInTheDocument();
    expect(within(steps).getByText(/Without bids the car is not sold/)).toBeInTheDocument();

    const samples = screen.getByRole('region', { name: 'Auctions right now' });
    const cards = within(samples).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0] as HTMLElement).getByRole('heading', { name: 'Volvo XC60' })).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('Year 2019')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('245 000,-')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByRole('img')).toHaveAttribute('width', '320');
    // The end as Norwegian time (issue 30), filled in once the list is in view.
    expect(
      await within(cards[0] as HTMLElement).findByText(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/, { selector: 'time' }),
    ).toBeInTheDocument();
  });

  it('runs a countdown on each sample, ending 3 h, 26 h and 50 min after the page loaded', async () => {
    renderLanding();
    const samples = await screen.findByRole('region', { name: 'Auctions right now' });
    const [volvo, tesla, golf] = within(samples).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    // Seconds left on each card's countdown ("1d 02:00:00", "00:49:59").
    const left = (card: HTMLElement) => {
      const shown = within(card).getByText(/^(\d+d )?\d\d:\d\d:\d\d$/).textContent ?? '';
      const [, days = '0', hours, minutes, seconds] = /^(?:(\d+)d )?(\d\d):(\d\d):(\d\d)$/.exec(shown) ?? [];
      return ((Number(days) * 24 + Number(hours)) * 60 + Number(minutes)) * 60 + Number(seconds);
    };
    // The page (here: the test run's modules) loaded a moment ago; the ends lie 3 h, 26 h and 50 min after it.
    const [volvoLeft, teslaLeft, golfLeft] = [left(volvo), left(tesla), left(golf)];
    expect(golfLeft).toBeGreaterThan(0);
    expect(golfLeft).toBeLessThanOrEqual(50 * 60);
    expect(Math.abs(volvoLeft - golfLeft - (3 * 60 - 50) * 60)).toBeLessThanOrEqual(1);
    expect(Math.abs(teslaLeft - volvoLeft - 23 * 3600)).toBeLessThanOrEqual(1);
  });

  it('opens and closes each of the six numbered FAQ answers by click and keyboard', async () => {
    const { user } = renderLanding();
    const faq = await screen.findByRole('region', { name: 'Frequently asked questions' });
    const questions = within(faq).getAllByRole('button');
    expect(questions.map((question) => question.textContent)).toEqual([
      '11. Who may bid?',
      '22. How do I submit a car?',
      '33. How is the winner told?',
      '44. What does it cost?',
      '55. How is the car paid for?',
      '66. Do I need to register?',
    ]);
    const fees = within(faq).getByRole('button', { name: '4. What does it cost?' });
    const answer = document.getElementById(fees.getAttribute('aria-controls') ?? '');
    expect(fees).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
    await user.click(fees);
    expect(fees).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('Listing a car is free');
    await user.click(fees);
    expect(answer).not.toBeVisible();

    const winner = within(faq).getByRole('button', { name: '3. How is the winner told?' });
    winner.focus();
    await user.keyboard('{Enter}');
    expect(winner).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getByText(/We then contact the winning buyer and the seller ourselves/)).toBeVisible();
    await user.keyboard(' ');
    expect(winner).toHaveAttribute('aria-expanded', 'false');
  });

  it('advances the carousel every 3 s and stands still while hovered or paused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderLanding({ userOptions: { advanceTimers: vi.advanceTimersByTime } });
    const carousel = await screen.findByRole('region', { name: 'Car photos' });
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(5);
    // Start from a known moment: a manual step restarts the 3 s wait once focus leaves the carousel.
    await user.click(within(carousel).getByRole('button', { name: 'Show photo 1' }));
    await user.click(within(carousel).getByRole('button', { name: 'Next photo' }));
    await user.click(within(carousel).getByRole('button', { name: 'Previous photo' }));
    await user.unhover(carousel);
    act(() => {
      (document.activeElement as HTMLElement | null)?.blur();
    });
    expect(currentSlide()).toBe('1 of 5: a red sedan');
    act(() => {
      vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 10);
    });
    expect(currentSlide()).toBe('1 of 5: a red sedan');
    act(() => {
      vi.advanceTimersByTime(10);
    });
    expect(currentSlide()).toBe('2 of 5: a blue SUV');

    await user.hover(carousel);
    act(() => {
      vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3);
    });
    expect(currentSlide()).toBe('2 of 5: a blue SUV');
    await user.unhover(carousel);
    act(() => {
      vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    });
    expect(currentSlide()).toBe('3 of 5: a yellow hatchback');

    await user.click(within(carousel).getByRole('button', { name: 'Pause rotation' }));
    await user.unhover(carousel);
    act(() => {
      (document.activeElement as HTMLElement | null)?.blur();
    });
    act(() => {
      vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3);
    });
    expect(currentSlide()).toBe('3 of 5: a yellow hatchback');
    expect(within(carousel).getByRole('button', { name: 'Start rotation' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('has previous, next and per-slide controls that wrap around', async () => {
    const { user } = renderLanding();
    const carousel = await screen.findByRole('region', { name: 'Car photos' });
    await user.click(within(carousel).getByRole('button', { name: 'Previous photo' }));
    expect(currentSlide()).toBe('5 of 5: a grey pickup');
    await user.click(within(carousel).getByRole('button', { name: 'Next photo' }));
    expect(currentSlide()).toBe('1 of 5: a red sedan');
    await user.click(within(carousel).getByRole('button', { name: 'Show photo 4' }));
    expect(currentSlide()).toBe('4 of 5: a green estate car');
    expect(within(carousel).getByRole('button', { name: 'Show photo 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const image = within(carousel).getByRole('img', { name: 'a green estate car' });
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '400');
  });

  it('does not rotate for visitors who prefer reduced motion', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderLanding();
    const carousel = await screen.findByRole('region', { name: 'Car photos' });
    act(() => {
      vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2);
    });
    expect(currentSlide()).toBe('1 of 5: a red sedan');
    expect(within(carousel).getByRole('button', { name: 'Start rotation' })).toBeDisabled();
    vi.unstubAllGlobals();
  });

  it('asks to log in or create a buyer account, with working links', async () => {
    const { user } = renderLanding();
    const prompt = (await screen.findByText(/Want to see more and participate in auctions\?/)).closest('p');
    expect(prompt).toHaveTextContent(
      'Want to see more and participate in auctions? Log in or create a buyer account',
    );
    await user.click(within(prompt as HTMLElement).getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('login prompt')).toHaveTextContent('open');

    await user.click(within(prompt as HTMLElement).getByRole('button', { name: 'create a buyer account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register as buyer' });
    expect(within(dialog).getByLabelText(/^E-mail/)).toBeInTheDocument();
  });

  it('opens the seller dialog from SELL and the buyer dialog from BUY', async () => {
    const { user } = renderLanding();
    await user.click(await screen.findByRole('button', { name: 'SELL' }));
    const seller = await screen.findByRole('dialog', { name: 'Sell your car' });
    expect(within(seller).getByLabelText(/^Registration number/)).toBeInTheDocument();
    await user.click(within(seller).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'BUY' }));
    expect(await screen.findByRole('dialog', { name: 'Register as buyer' })).toBeInTheDocument();
  });

  it('speaks Norwegian', async () => {
    await act(async () => {
      await i18n.changeLanguage('no');
    });
    renderLanding();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Selg bilen din til godkjente forhandlere' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'SELG' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1. Hvem kan by?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Auksjonen slutter' })).toBeInTheDocument();
    expect(screen.getByText(/Uten bud blir bilen ikke solgt/)).toBeInTheDocument();
  });

  it('offers no login or buyer account to someone logged in (issue 30)', async () => {
    signIn(makeToken(), ids.seller);
    renderLanding();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sell your car to approved dealers' }),
    ).toBeVisible();
    expect(screen.queryByText(/Want to see more and participate in auctions\?/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'create a buyer account' })).not.toBeInTheDocument();
    // SELL adds a car and BUY finds auctions: neither registers anew.
    expect(screen.getByRole('link', { name: 'SELL' })).toHaveAttribute('href', `/user/${ids.seller}/add-car`);
    expect(screen.getByRole('link', { name: 'BUY' })).toHaveAttribute('href', '/auctions');
    expect(screen.queryByRole('button', { name: 'BUY' })).not.toBeInTheDocument();
  });

  describe('an unsent draft, told beside the button that sends it (issue 37)', () => {
    it('leads a visitor back to the car they began, and goes once the car is discarded', async () => {
      await saveDraft('quick-submission', null, { name: 'Siri Selger', registrationNumber: 'AB12345' });
      const { user } = renderLanding();
      const hint = await screen.findByRole('note');
      expect(hint).toHaveTextContent(
        /^You have a car that is not sent yet, kept in this browser since \d{2}\.\d{2}\.\d{4}\./,
      );
      await user.click(within(hint).getByRole('button', { name: 'Continue with the car' }));
      const dialog = await screen.findByRole('dialog', { name: 'Sell your car' });
      await waitFor(() => expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Siri Selger'));

      await user.click(await within(dialog).findByRole('button', { name: 'Discard draft' }));
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('note')).not.toBeInTheDocument());
    });

    it('tells of a buyer registration begun, in Norwegian', async () => {
      await act(async () => {
        await i18n.changeLanguage('no');
      });
      await saveDraft('buyer-registration-account', null, { email: 'kjoper@firma.no' });
      const { user } = renderLanding();
      const hint = await screen.findByRole('note');
      expect(hint).toHaveTextContent(
        /^Du har en registrering som ikke er sendt ennå, lagret i denne nettleseren/,
      );
      await user.click(within(hint).getByRole('button', { name: 'Fortsett registreringen' }));
      expect(await screen.findByRole('dialog', { name: 'Registrer deg som kjøper' })).toBeInTheDocument();
    });

    it('tells a logged-in seller of the car they began adding, with a link to it', async () => {
      signIn(makeToken(), ids.seller);
      await saveDraft(`add-car:${ids.seller}`, ids.seller, { make: 'Volvo' });
      renderLanding();
      const hint = await screen.findByRole('note');
      expect(within(hint).getByRole('link', { name: 'Continue with the car' })).toHaveAttribute(
        'href',
        `/user/${ids.seller}/add-car`,
      );
    });
  });
});
