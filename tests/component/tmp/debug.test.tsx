import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RegisterPage } from '../../../src/features/registration/RegisterPage';
import { renderWithProviders } from '../../support/render';

describe('dbg', () => {
  it('requires every seller detail', async () => {
    const { user } = renderWithProviders(<RegisterPage />, { userOptions: { delay: null } });
    const toggle = await screen.findByRole('button', { name: /Register as seller/ });
    await user.click(toggle);
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    await user.type(within(panel).getByLabelText(/^E-mail/), 'ny@selger.no');
    await user.type(within(panel).getByLabelText(/^Password/), 'hemmelig1');
    await user.click(within(panel).getByRole('button', { name: 'Next' }));
    await user.click(within(panel).getByRole('button', { name: 'Register' }));
    const el = () => within(panel).getByLabelText(/^Name/);
    for (let i = 0; i < 20 && !el().hasAttribute('aria-invalid'); i++) {
      await new Promise((r) => setTimeout(r, 0));
      console.log('tick', i, el().hasAttribute('aria-invalid'), document.activeElement?.id);
    }
    await waitFor(() => expect(within(panel).getByLabelText(/^Name/)).toHaveAccessibleDescription('This field is required'));
    console.log('later', within(panel).getByLabelText(/^Name/).outerHTML);
  });
});
