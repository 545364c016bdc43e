import { phoneContains } from '../../../lib/phoneDigits';
import { normalizeSearchText, searchTerms } from '../../../lib/searchText';

/** One row of a console list, made searchable once: its words, and its phone numbers as typed. */
export interface Searchable<Item> {
  item: Item;
  text: string;
  phones: readonly string[];
}

type Text = string | null | undefined;

/**
 * A row with the texts it is found by (names, e-mails, numbers) and its phone numbers. A
 * registration or organisation number is also found without its spaces ("EL 12345" = "EL12345").
 */
export function searchable<Item>(
  item: Item,
  texts: readonly Text[],
  phones: readonly Text[] = [],
): Searchable<Item> {
  const words = texts.filter((text): text is string => Boolean(text));
  return {
    item,
    text: normalizeSearchText([...words, ...words.map((text) => text.replace(/\s+/g, ''))].join(' ')),
    phones: phones.filter((phone): phone is string => Boolean(phone)),
  };
}

/**
 * The rows found by a search: every word of it in the row's texts (without regard to case or
 * accents, as the finder compares), or the whole of it in a phone number, by its digits, with or
 * without +47. An empty search finds every row.
 */
export function findIn<Item>(rows: readonly Searchable<Item>[], query: string): Item[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return rows.map(({ item }) => item);
  return rows
    .filter(
      ({ text, phones }) =>
        terms.every((term) => text.includes(term)) || phones.some((phone) => phoneContains(phone, query)),
    )
    .map(({ item }) => item);
}
