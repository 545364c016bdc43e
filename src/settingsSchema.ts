import * as z from 'zod/mini';
import { readSettings, type Settings } from './settings.ts';

/** The check of the build settings, run by vite.config.ts (see settings.ts). */
const baseUrl = z.string({ error: 'is missing' }).check(
  z.trim(),
  z.refine((value) => value === '/' || /^https?:\/\/[^/\s]+(\/\S*)?$/.test(value), {
    error: 'must be "/" (same origin) or an absolute http(s) address',
  }),
);

/** An origin as a CSP source: scheme and host (a leading `*.` for any subdomain), optional port. */
const IMAGE_ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d+)?$/i;

function splitList(value: string): string[] {
  return value.split(/[\s,]+/).filter((item) => item !== '');
}

const settingsSchema = z.object({
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

/** The app's settings plus what only the build needs (the security headers, build/securityHeaders.ts). */
export interface BuildSettings extends Settings {
  imageOrigins: string[];
}

export function parseSettings(env: Record<string, unknown>): BuildSettings {
  const result = settingsSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Invalid build settings: ${problems.join('; ')}`);
  }
  return { ...readSettings(result.data), imageOrigins: splitList(result.data.VITE_IMAGE_ORIGINS ?? '') };
}
