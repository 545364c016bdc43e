import * as z from 'zod/mini';
import { readSettings, type Settings } from './settings.ts';

/** The check of the build settings, run by vite.config.ts (see settings.ts). */
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
  VITE_SUPPORT_PHONE: z
    .string({ error: 'is missing' })
    .check(z.trim(), z.minLength(5, 'must be a phone number')),
  VITE_BRAND_NAME: z.string({ error: 'is missing' }).check(z.trim(), z.minLength(1, 'must not be empty')),
});

export function parseSettings(env: Record<string, unknown>): Settings {
  const result = settingsSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Invalid build settings: ${problems.join('; ')}`);
  }
  return readSettings(result.data);
}
