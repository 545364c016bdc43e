/**
 * Build-time settings as the app reads them. vite.config.ts checks them first with the zod schema
 * of `settingsSchema.ts` whenever Vite or Vitest starts, so a wrong or missing setting fails the
 * build (or the dev server) naming it; the bundle then reads the checked values without zod.
 */
export interface Settings {
  apiBaseUrl: string;
  /** Absolute ws(s) URL, or undefined to derive it from the page's origin at run time. */
  wsUrl: string | undefined;
  supportEmail: string;
  supportPhone: string;
  brandName: string;
}

export type SettingsEnv = Partial<
  Record<
    'VITE_API_BASE_URL' | 'VITE_WS_URL' | 'VITE_SUPPORT_EMAIL' | 'VITE_SUPPORT_PHONE' | 'VITE_BRAND_NAME',
    string
  >
>;

export function readSettings(env: SettingsEnv): Settings {
  const apiBaseUrl = (env.VITE_API_BASE_URL ?? '').trim().replace(/\/+$/, '');
  return {
    apiBaseUrl,
    wsUrl: env.VITE_WS_URL?.trim() || deriveWebSocketUrl(apiBaseUrl),
    supportEmail: env.VITE_SUPPORT_EMAIL?.trim() ?? '',
    supportPhone: env.VITE_SUPPORT_PHONE?.trim() ?? '',
    brandName: env.VITE_BRAND_NAME?.trim() ?? '',
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
