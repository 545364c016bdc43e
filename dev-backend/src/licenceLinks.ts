import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Pre-signed GET links for licence files, like production's S3 pre-signer: always signed for the
 * private bucket, valid for a limited time. The signature covers the name and the expiry, so a
 * link cannot be extended or pointed at another file.
 */
const PRIVATE_PREFIX = '/files/private/';

export class LicenceLinks {
  private readonly key = randomBytes(32);

  /** `storedUrl` is a `/files/{name}` URL as kept on the company. */
  sign(storedUrl: string, ttlMs: number, now = Date.now()): string {
    const encodedName = storedUrl.slice(storedUrl.lastIndexOf('/') + 1);
    const expires = now + ttlMs;
    const query = new URLSearchParams({
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Expires': String(Math.round(ttlMs / 1000)),
      expires: String(expires),
      'X-Amz-Signature': this.signature(decodeURIComponent(encodedName), expires),
    });
    return `${PRIVATE_PREFIX}${encodedName}?${query.toString()}`;
  }

  /** `valid`, or why S3 would refuse the link. */
  check(
    name: string,
    expires: string | undefined,
    signature: string | undefined,
    now = Date.now(),
  ): 'valid' | 'unsigned' | 'forged' | 'expired' {
    const at = Number(expires);
    if (!Number.isSafeInteger(at) || signature === undefined) return 'unsigned';
    const expected = Buffer.from(this.signature(name, at));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'forged';
    return now > at ? 'expired' : 'valid';
  }

  private signature(name: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${name}\n${expires}`).digest('hex');
  }
}
