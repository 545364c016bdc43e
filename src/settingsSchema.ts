import * as z from 'zod/mini';

/**
 * Build-time settings. Pure (no import.meta.env) so that vite.config.ts can check them
 * at build time and fail the build with the name of the wrong setting.
 */
const baseUrl = z.string({ error: 'is missing' }).check(
  z.trim(),
  z.refine((value) => value === '/' || /^https?:\/\/[^/\s]+(\/\S*)?$/.test(value), {
    error: 'must be "/" (same origin) or an absolute http(s) address',
  }),
);

const settingsSchema = z.object({
  VITE_API_BASE_URL: baseUrl,
  VITE_WS_URL: z.optional(
    z.string().check(z.trim(), z.regex(/^(wss?:\/\/\S+)?$/, 'must be an absolute ws(s) address')),
  ),
  VITE_SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }),
  VITE_SUPPORT_PHONE: z.string({ error: 'is missing' }).check(z.trim(), z.minLength(5, 'must be a phone number')),
  VITE_BRAND_NAME: z.string({ error: 'is missing' }).check(z.trim(), z.minLength(1, 'must not be empty')),
});

export interface Settings {
  apiBaseUrl: string;
  /** Absolute ws(s) URL, or undefined to derive it from the page's origin at run time. */
  wsUrl: string | undefined;
  supportEmail: string;
  supportPhone: string;
  brandName: string;
}

export function parseSettings(env: Record<string, unknown>): Settings {
  const result = settingsSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Invalid build settings: ${problems.join('; ')}`);
  }
  const settings = result.data;
  const apiBaseUrl = settings.VITE_API_BASE_URL.replace(/\/+$/, '');
  return {
    apiBaseUrl,
    wsUrl: settings.VITE_WS_URL || deriveWebSocketUrl(apiBaseUrl),
    supportEmail: settings.VITE_SUPPORT_EMAIL,
    supportPhone: settings.VITE_SUPPORT_PHONE,
    brandName: settings.VITE_BRAND_NAME,
  };
}

/**
 * The production endpoint is SockJS; plain WebSocket clients must use its raw path
 * `/ws-auction/websocket` (contract §8.1). A same-origin base is resolved in the browser.
 */
function deriveWebSocketUrl(apiBaseUrl: string): string | undefined {
  if (apiBaseUrl === '') return undefined;
  return `${apiBaseUrl.replace(/^http/, 'ws')}/ws-auction/websocket`;
}
