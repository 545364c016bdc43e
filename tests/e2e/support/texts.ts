import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { resources } from '../../../src/i18n/resources';
import type { Language } from '../pages/AppShell';

type Texts = (typeof resources)['no'];

const LOCALES = resolve(import.meta.dirname, '../../../src/i18n/locales');
const cache = new Map<Language, Texts>();

/**
 * The app's own words, for finding controls by their accessible names in either language.
 * Texts the spec quotes are asserted as literals in the specs instead. (Read from disk: the test
 * runner loads ES modules natively, and JSON modules would need import attributes.)
 */
export function textsFor(language: Language): Texts {
  const cached = cache.get(language);
  if (cached) return cached;
  const read = (namespace: keyof Texts): unknown =>
    JSON.parse(readFileSync(resolve(LOCALES, language, `${namespace}.json`), 'utf8'));
  const namespaces: (keyof Texts)[] = [
    'common',
    'landing',
    'registration',
    'profile',
    'cars',
    'auctions',
    'legal',
    'ui',
    'company',
    'auctionRoom',
    'desk',
    'session',
    'admin',
    'adminPeople',
  ];
  const texts = Object.fromEntries(namespaces.map((namespace) => [namespace, read(namespace)])) as Texts;
  cache.set(language, texts);
  return texts;
}

/** A regular expression matching a translated label exactly, whatever it contains. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const exactly = (text: string): RegExp => new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`);

/** A placed bid's line: the words, then the server's receipt to the second (issue 43). */
export const bidPlacedWithReceipt = (room: { pending: { bidPlaced: string }; receipt: string }): string =>
  `${room.pending.bidPlaced} ${room.receipt}`;
export const TIME_OF_DAY = '\\d{2}:\\d{2}:\\d{2}';

/**
 * A regular expression matching a whole translated text with its `{{placeholders}}` filled by the
 * given patterns (regular-expression source), e.g. `filled(t.pending.bidPlaced, { amount: moneyPattern(150000) })`.
 * A placeholder without a pattern matches anything.
 */
export function filled(template: string, patterns: Record<string, string> = {}): RegExp {
  const source = template
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      return name === undefined ? escapeRegExp(part) : `(?:${patterns[name] ?? '.*'})`;
    })
    .join('');
  return new RegExp(`^\\s*${source}\\s*$`);
}
