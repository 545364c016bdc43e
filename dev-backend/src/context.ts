import { issueToken, verifyToken } from './auth/jwt.js';
import type { Deferred } from './deferred.js';
import type { AuctionEngine } from './engine/auctionEngine.js';
import type { FileStore } from './files.js';
import type { LicenceLinks } from './licenceLinks.js';
import type { Races } from './races.js';
import type { StompBroker } from './stomp/broker.js';
import type { User } from './store/model.js';
import type { Store } from './store/store.js';

export interface TokenSettings {
  secret: string;
  issuer: string;
  ttlSeconds: number;
}

/** How long production's asynchronous steps take here (milliseconds). */
export interface Timing {
  /** Event-driven follow-ups, such as the car becoming `Auksjon` after an auction start. */
  sideEffectMs: number;
  /**
   * The road-authority lookup after a quick submission (gearbox and drive are null meanwhile);
   * null: it never finishes, as when production restarts while it runs.
   */
  lookupMs: number | null;
  /** Lifetime of a pre-signed licence link (production: 10 minutes). */
  licenceLinkMs: number;
}

/** Everything a route needs; one per server instance so that tests can run servers side by side. */
export interface AppContext {
  store: Store;
  engine: AuctionEngine;
  broker: StompBroker;
  files: FileStore;
  licenceLinks: LicenceLinks;
  tokens: TokenSettings;
  timing: Timing;
  deferred: Deferred;
  /** Production's races, switched on by tests (`/__test/races`). */
  races: Races;
}

export function issueFor(ctx: AppContext, user: User): string {
  return issueToken(user.email, ctx.tokens.issuer, ctx.tokens.ttlSeconds, ctx.tokens.secret);
}

/**
 * The user of a `Bearer` header. Production re-loads the user by the token's e-mail on every
 * request, so a deleted user (or a changed e-mail) fails the token.
 */
export function userForAuthorization(ctx: AppContext, authorization: string | undefined): User | null {
  if (!authorization?.startsWith('Bearer ')) return null;
  const claims = verifyToken(authorization.slice('Bearer '.length), ctx.tokens.issuer, ctx.tokens.secret);
  if (!claims) return null;
  return ctx.store.userByEmail(claims.sub) ?? null;
}
