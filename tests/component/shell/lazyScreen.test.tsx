import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from '../../../src/lazyScreen';
import { renderWithProviders } from '../../support/render';

function Ready() {
  return <h1>Ready</h1>;
}

const readyScreen = () => lazyScreen({ namespaces: [], load: () => Promise.resolve(Ready) });

const inBoundary = (Screen: ReturnType<typeof readyScreen>) => (
  <Suspense fallback={<p>Loading</p>}>
    <Screen />
  </Suspense>
);

describe('a lazy screen (src/lazyScreen.ts)', () => {
  it('shows the loading state around it until its code is in', async () => {
    renderWithProviders(inBoundary(readyScreen()));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ready' })).toBeInTheDocument();
  });

  it('shows itself at once when its code is already in: React holds back what follows a loading state (issue 45)', async () => {
    const Screen = readyScreen();
    await Screen.preload();
    renderWithProviders(inBoundary(Screen));
    expect(screen.getByRole('heading', { name: 'Ready' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });
});
