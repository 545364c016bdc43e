/**
 * Letters and digits that cannot be mistaken for one another when read aloud or copied by hand
 * (no 0/O, 1/l/I): a password handed over by phone is typed by someone else.
 */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A password from the platform's random source (`crypto.getRandomValues`), in groups of four
 * joined by dashes, easy to read out: `k7Pm-x3Qa-9Rtw` (12 characters of 56, about 70 bits).
 */
export function randomPassword(groups = 3): string {
  const count = groups * 4;
  const chosen: string[] = [];
  // Bytes at or above the largest multiple of the alphabet's length are drawn again: no letter is likelier.
  const limit = 256 - (256 % ALPHABET.length);
  while (chosen.length < count) {
    for (const byte of crypto.getRandomValues(new Uint8Array(count))) {
      if (byte < limit && chosen.length < count) chosen.push(ALPHABET.charAt(byte % ALPHABET.length));
    }
  }
  return Array.from({ length: groups }, (_, group) => chosen.slice(group * 4, group * 4 + 4).join('')).join(
    '-',
  );
}
