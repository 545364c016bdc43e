/**
 * The e2e run starts one stand-in backend per worker, on this port and the ones above it
 * (`E2E_PORT` moves them).
 */
export const firstBackendPort = Number(process.env.E2E_PORT ?? '4319');
