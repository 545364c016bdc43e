import type { FastifyReply, FastifyRequest } from 'fastify';
import { isUuid } from '../ids.js';
import type { Role, User } from '../store/model.js';
import { Forbidden, InvalidRequest } from './errors.js';
import { type Json, isJsonObject } from './validation.js';

const users = new WeakMap<FastifyRequest, User>();

export function setCaller(request: FastifyRequest, user: User): void {
  users.set(request, user);
}

/** There is no 401 for "not logged in": production's security layer answers 403. */
export function requireCaller(request: FastifyRequest, roles?: readonly Role[]): User {
  const user = users.get(request);
  if (!user) throw new Forbidden('anonymous');
  if (roles && !roles.includes(user.role)) throw new Forbidden('role');
  return user;
}

export const isAdmin = (user: User): boolean => user.role === 'ADMIN' || user.role === 'SUPER_ADMIN';

/** A JSON `@RequestBody`: another content type is 415 (→ 403); a non-object body is unreadable (→ 400). */
export function jsonBody(request: FastifyRequest): Json {
  const type = request.headers['content-type'] ?? '';
  if (!/^application\/([\w.+-]*\+)?json\b/i.test(type)) throw new Forbidden('media type');
  if (!isJsonObject(request.body)) throw new InvalidRequest();
  return request.body;
}

export function pathId(request: FastifyRequest, name: string): string {
  const value = (request.params as Record<string, string | undefined>)[name];
  if (!isUuid(value)) throw new Forbidden('path uuid');
  return value.toLowerCase();
}

export function query(request: FastifyRequest): Record<string, string | string[] | undefined> {
  return request.query as Record<string, string | string[] | undefined>;
}

/** A single query value; repeated parameters take the first like Spring's String binding does. */
export function queryValue(request: FastifyRequest, name: string): string | undefined {
  const value = query(request)[name];
  return Array.isArray(value) ? value.join(',') : value;
}

export function paging(request: FastifyRequest): { page: number; size: number } {
  const parse = (name: string, fallback: number): number => {
    const raw = queryValue(request, name);
    if (raw === undefined || raw === '') return fallback;
    if (!/^-?\d+$/.test(raw.trim())) throw new Forbidden('paging');
    return Number(raw.trim());
  };
  const page = parse('page', 0);
  const size = parse('size', 8);
  if (page < 0 || size < 1) throw new Forbidden('paging');
  return { page, size };
}

/** Only the rows of the page are mapped, so a row that cannot be written fails only its own page. */
export function paged<T, V>(
  all: readonly T[],
  page: number,
  size: number,
  view: (row: T) => V,
): Record<string, unknown> {
  return {
    items: all.slice(page * size, page * size + size).map(view),
    totalPages: Math.ceil(all.length / size),
    totalElements: all.length,
    currentPage: page,
  };
}

/** "200 empty": status 200, zero-length body, no Content-Type. */
export function sendEmpty(reply: FastifyReply, status = 200): FastifyReply {
  return reply.code(status).send();
}
