import { stopBackend } from './startBackend';

/** Stops the backend the global setup started, by its PID. */
export default function globalTeardown(): void {
  const pid = Number(process.env.E2E_BACKEND_PID);
  if (Number.isInteger(pid) && pid > 0) stopBackend(pid);
}
