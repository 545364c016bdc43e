/**
 * Text as the finder compares it: lower case, accents dropped (é → e, ë → e), the Norwegian
 * letters spelt the way people type them without a Norwegian keyboard (æ → ae, ø → o, å → a,
 * and the old spellings aa and oe read as a and o), punctuation as spaces. Both the listing and
 * the typed text go through it, so "Skåp", "skap" and "SKAAP" all meet.
 */
export function normalizeSearchText(text: string): string {
  return text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/[øœ]/g, 'o')
    .replace(/å/g, 'a')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/aa/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of a search, each of which must be found. */
export const searchTerms = (query: string): string[] => {
  const normalized = normalizeSearchText(query);
  return normalized === '' ? [] : normalized.split(' ');
};

// Made on first use, not when the chunk is evaluated: a collator costs the main thread milliseconds.
let collator: Intl.Collator | undefined;

/** Names in the order people read them: Norwegian letters, case ignored, numbers as numbers ("Bil 2" before "Bil 10"). */
export const compareNames = (a: string, b: string) =>
  (collator ??= new Intl.Collator('nb', { sensitivity: 'base', numeric: true })).compare(a, b);
