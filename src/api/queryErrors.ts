import type { ApiError } from './ApiError';

// Every query and mutation fails with an ApiError: the HTTP edge and the schemas make sure of it.
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}
