import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../src/i18n';
import { LanguageSwitcher } from '../../../src/app/layout/LanguageSwitcher';
import { renderApp, renderWithProviders } from '../../support/render';

describe('language switcher (spec §2, §9)', () => {
  it('shows the current language and offers the other one on click; the page follows', async () => {
    const { user } = renderApp('/contact');
    const toggle = await screen.findByRole('button', { name: /Choose language, current: English/ });
    expect(toggle).toHaveTextContent('EN');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Norsk' }));
    // The page follows once the Norwegian texts are in (each language's texts load on demand).
    expect(await screen.findByRole('navigation', { name: 'Hovedmeny' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('no');
    await waitFor(() => expect(localStorage.getItem('i18nextLng')).toBe('no'));
  });

  it('closes the list 500 ms after a choice', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = renderWithProviders(<LanguageSwitcher />, {
        userOptions: { advanceTimers: vi.advanceTimersByTime },
      });
      const toggle = await screen.findByRole('button', { name: /Choose language/ });
      await user.click(toggle);
      await user.click(screen.getByRole('button', { name: 'Norsk' }));
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      act(() => {
        vi.advanceTimersByTime(400);
      });
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      act(() => {
        vi.advanceTimersByTime(150);
      });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens on hover and works from the keyboard, Escape closing it', async () => {
    const { user } = renderWithProviders(<LanguageSwitcher />);
    const toggle = await screen.findByRole('button', { name: /Choose language/ });
    await user.hover(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(toggle.parentElement ?? toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('offers only the other language', async () => {
    await act(() => i18n.changeLanguage('no'));
    const { user } = renderWithProviders(<LanguageSwitcher />);
    const toggle = await screen.findByRole('button', { name: /Velg språk, valgt: Norsk/ });
    await user.click(toggle);
    const list = screen.getByRole('list', { hidden: false });
    expect(within(list).getByRole('button', { name: 'English' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Norsk' })).not.toBeInTheDocument();
  });
});
