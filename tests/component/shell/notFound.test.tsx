import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../src/i18n';
import { renderApp } from '../../support/render';

describe('a path no route matches', () => {
  it.each([
    ['no', 'Siden finnes ikke', 'Gå til forsiden'],
    ['en', 'Page not found', 'Go to home page'],
  ] as const)('says the page is not found, and leads home (%s)', async (language, title, home) => {
    await i18n.changeLanguage(language);
    renderApp('/finnes-ikke');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', '/');
  });
});
