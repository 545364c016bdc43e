import { setupServer } from 'msw/node';

/** HTTP answered per contract/API.md; each test adds the handlers it needs with server.use(). */
export const server = setupServer();
