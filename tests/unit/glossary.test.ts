import { describe, expect, it } from 'vitest';
import glossary from '../../src/i18n/glossary.json';
import { resources } from '../../src/i18n/resources';

type Language = 'no' | 'en';
const LANGUAGES: Language[] = ['no', 'en'];

/** Every text of a language as `namespace:key` → text. */
function textsOf(language: Language): [string, string][] {
  const walk = (value: unknown, at: string): [string, string][] =>
    typeof value === 'string'
      ? [[at, value]]
      : Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
          walk(child, at.includes(':') ? `${at}.${key}` : `${at}:${key}`),
        );
  return Object.entries(resources[language]).flatMap(([namespace, texts]) => walk(texts, namespace));
}

/** The words of a text a reader sees: placeholders ({{x}}) and markup (<x>) left out. */
const readable = (text: string) => text.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<\/?[a-z]+>/gi, ' ');

/** A word or phrase at the start of a word, any case: `firma` finds "firmaet", not "bekreftelse". */
const wordStart = (phrase: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'iu');

describe('glossary (src/i18n/glossary.json)', () => {
  it.each(LANGUAGES)('the %s texts use none of the synonyms the glossary avoids', (language) => {
    const verbatim = new Set<string>(glossary.verbatim[language]);
    const found = textsOf(language).flatMap(([key, text]) =>
      verbatim.has(text)
        ? []
        : glossary.terms.flatMap((term) =>
            term.avoid[language]
              .filter((synonym) => wordStart(synonym).test(readable(text)))
              .map((synonym) => `${key}: "${synonym}" (use "${term[language]}") in "${text}"`),
          ),
    );
    expect(found).toEqual([]);
  });

  it.each(LANGUAGES)('every %s term is in use, as its example shows', (language) => {
    const all = textsOf(language)
      .map(([, text]) => readable(text))
      .join('\n');
    const unused = glossary.terms
      .filter((term) => !wordStart(term[language]).test(all))
      .map((term) => term.concept);
    expect(unused).toEqual([]);
  });

  it('catches a synonym (the check itself can fail)', () => {
    expect(wordStart('firma').test(readable('Bare firmaet ditt kan endre dette'))).toBe(true);
    expect(wordStart('firm').test(readable('Confirm the bid'))).toBe(false);
    expect(wordStart('email').test(readable('We sent it to {{email}}'))).toBe(false);
  });
});
