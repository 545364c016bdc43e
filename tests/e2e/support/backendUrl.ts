/** The one stand-in backend the e2e run starts; `E2E_PORT` moves it off the default port. */
export const backendPort = Number(process.env.E2E_PORT ?? '4319');
export const backendUrl = `http://localhost:${backendPort}`;
