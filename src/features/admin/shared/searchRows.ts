import { phoneContains } from '../../../rules/phoneDigits';
import { normalizeSearchText, searchTerms } from '../../../lib/searchText';

/** One row of a console list, made searchable once: its words, its phone numbers and e-mails as stored. */
export interface Searchable<Item> {
  item: Item;
  text: string;
  phones: readonly string[];
  emails: readonly string[];
}

type Text = string | null | undefined;

const present = (values: readonly Text[]) => values.filter((value): value is string => Boolean(value));

/**
 * A row with the texts it is found by (names, numbers), its phone numbers and its e-mails (also
 * words). A registration or organisation number is also found without its spaces ("EL 12345").
 */
export function searchable<Item>(
  item: Item,
  texts: readonly Text[],
  { phones = [], emails = [] }: { phones?: readonly Text[]; emails?: readonly Text[] } = {},
): Searchable<Item> {
  const words = present([...texts, ...emails]);
  return {
    item,
    text: normalizeSearchText([...words, ...words.map((text) => text.replace(/\s+/g, ''))].join(' ')),
    phones: present(phones),
    emails: present(emails).map((email) => email.toLowerCase()),
  };
}

/**
 * Whether a search's words are all in these texts, compared as `findIn` compares: for a card to
 * say why it was found where the match is in a field the card does not show.
 */
export function textsFit(texts: readonly Text[], query: string): boolean {
  const terms = searchTerms(query);
  if (terms.length === 0) return false;
  const words = present(texts);
  const text = normalizeSearchText([...words, ...words.map((word) => word.replace(/\s+/g, ''))].join(' '));
  return terms.every((term) => text.includes(term));
}

/**
 * The rows found by a search: a search with an @ is part of an e-mail, as typed; any other finds
 * every row with each of its words in the row's texts (without regard to case or accents, as the
 * finder compares), or, when it reads as a phone number, the rows with it in a phone number, by
 * its digits, with or without +47. The rows holding the search as whole words come first. An empty
 * search finds every row.
 */
export function findIn<Item>(rows: readonly Searchable<Item>[], query: string): Item[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return rows.map(({ item }) => item);
  const typed = query.trim().toLowerCase();
  const fits: (row: Searchable<Item>) => boolean = typed.includes('@')
    ? ({ emails }) => emails.some((email) => email.includes(typed))
    : ({ text, phones }) =>
        terms.every((term) => text.includes(term)) || phones.some((phone) => phoneContains(phone, query));
  const found = rows.filter(fits);
  // The rows with the search as whole words ("bench seller 12", not "… 120") come first.
  const phrase = ` ${terms.join(' ')} `;
  const whole = found.filter(({ text }) => ` ${text} `.includes(phrase));
  const rest = found.filter(({ text }) => !` ${text} `.includes(phrase));
  return [...whole, ...rest].map(({ item }) => item);
}
