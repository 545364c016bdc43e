import { setupServer } from 'msw/node';

/** HTTP answered per docs/contract.md; each test adds the handlers it needs with server.use(). */
export const server = setupServer();
