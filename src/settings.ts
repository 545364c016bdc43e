import * as z from 'zod/mini';

/**
 * The build settings (Vite env files, README: Configuration), in one place: how the app reads them
 * (`readSettings`, through config.ts) and how the build checks them first (`parseSettings`, run by
 * vite.config.ts whenever Vite or Vitest starts), so that a wrong or missing setting fails the build
 * or the dev server, naming it. The bundle reads the checked values without zod: the schema is made
 * inside `parseSettings`, so the app's bundle, which never calls it, carries none of it.
 */
export interface Settings {
  /** Backend base address without a trailing slash; '' means the page's own origin. */
  apiBaseUrl: string;
  /** Absolute ws(s) URL, or undefined to derive it from the page's origin at run time. */
  wsUrl: string | undefined;
  supportEmail: string;
  supportPhone: string;
  brandName: string;
}

type SettingsEnv = Partial<
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

/** An origin as a CSP source: scheme and host (a leading `*.` for any subdomain), optional port. */
const IMAGE_ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d+)?$/i;

function splitList(value: string): string[] {
  return value.split(/[\s,]+/).filter((item) => item !== '');
}

function settingsSchema() {
  const baseUrl = z.string({ error: 'is missing' }).check(
    z.trim(),
    z.refine((value) => value === '/' || /^https?:\/\/[^/\s]+(\/\S*)?$/.test(value), {
      error: 'must be "/" (same origin) or an absolute http(s) address',
    }),
  );
  return z.object({
    VITE_API_BASE_URL: baseUrl,
    VITE_WS_URL: z.optional(
      z.string().check(z.trim(), z.regex(/^(wss?:\/\/\S+)?$/, 'must be an absolute ws(s) address')),
    ),
    VITE_SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }),
    VITE_SUPPORT_PHONE: z
      .string({ error: 'is missing' })
      .check(z.trim(), z.minLength(5, 'must be a phone number')),
    VITE_BRAND_NAME: z.string({ error: 'is missing' }).check(z.trim(), z.minLength(1, 'must not be empty')),
    VITE_IMAGE_ORIGINS: z.optional(
      z.string().check(
        z.refine((value) => splitList(value).every((origin) => IMAGE_ORIGIN.test(origin)), {
          error:
            'must list origins such as https://bucket.s3.eu-north-1.amazonaws.com (a leading *. is allowed)',
        }),
      ),
    ),
  });
}

/** The app's settings plus what only the build needs (the security headers, build/securityHeaders.ts). */
export interface BuildSettings extends Settings {
  imageOrigins: string[];
}

/** Checks the env files' settings; throws naming every wrong or missing one. */
export function parseSettings(env: Record<string, unknown>): BuildSettings {
  const result = settingsSchema().safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Invalid build settings: ${problems.join('; ')}`);
  }
  return { ...readSettings(result.data), imageOrigins: splitList(result.data.VITE_IMAGE_ORIGINS ?? '') };
}
