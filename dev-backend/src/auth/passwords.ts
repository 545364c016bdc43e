import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// A low scrypt cost: this is a local stand-in, and the load script registers hundreds of users.
const COST = { N: 1024, r: 8, p: 1 };

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32, COST);
  return `${salt.toString('hex')}:${hash.toString('hex')}`;
}

export function checkPassword(password: string, stored: string): boolean {
  const [saltHex, hashHex] = stored.split(':');
  if (saltHex === undefined || hashHex === undefined) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length, COST);
  return timingSafeEqual(expected, actual);
}
