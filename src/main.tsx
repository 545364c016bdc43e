import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './i18n';
import './styles/global.css';
import { ErrorBoundary } from './app/ErrorBoundary';
import { createQueryClient } from './app/queryClient';
import { createRouter } from './app/router';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ErrorBoundary>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={createRouter()} />
        </QueryClientProvider>
      </ErrorBoundary>
    </StrictMode>,
  );
}
