import { isUuid } from '../ids.js';
import { ApiError, InvalidRequest } from './errors.js';

export type Json = Record<string, unknown>;

export function isJsonObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Mirrors Jackson + Bean Validation: type problems abort at once with 400 "invalid request"
 * (deserialisation fails before validation), constraint violations are collected into one
 * `Validation error(s): a; b; ` message.
 */
export class Checker {
  constructor(
    private readonly body: Json,
    private readonly messages: string[] = [],
  ) {}

  violation(message: string): void {
    this.messages.push(message);
  }

  /** Jackson coerces numbers and booleans to strings. Null → nullMsg, blank → blankMsg (both may apply). */
  string(key: string, nullMsg?: string, blankMsg?: string): string {
    const value = this.body[key];
    if (value === undefined || value === null) {
      if (nullMsg) this.violation(nullMsg);
      if (blankMsg) this.violation(blankMsg);
      return '';
    }
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    if (typeof value !== 'string') throw new InvalidRequest();
    if (blankMsg && value.trim() === '') this.violation(blankMsg);
    return value;
  }

  optionalString(key: string): string | null {
    const value = this.body[key];
    if (value === undefined || value === null) return null;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    if (typeof value !== 'string') throw new InvalidRequest();
    return value;
  }

  /** Integers: Jackson accepts numeric strings and truncates floats. */
  int(key: string, nullMsg: string | null, negativeMsg?: string): number {
    const value = this.number(key, nullMsg);
    const n = Math.trunc(value);
    if (negativeMsg && n < 0) this.violation(negativeMsg);
    return n;
  }

  float(key: string, nullMsg: string | null, negativeMsg?: string): number {
    const value = this.number(key, nullMsg);
    if (negativeMsg && value < 0) this.violation(negativeMsg);
    return value;
  }

  uuid(key: string, nullMsg: string | null): string {
    const value = this.body[key];
    if (value === undefined || value === null) {
      if (nullMsg) this.violation(nullMsg);
      return '';
    }
    if (!isUuid(value)) throw new InvalidRequest();
    return value.toLowerCase();
  }

  /** `YYYY-MM-DD`, optional. A malformed date fails deserialisation. */
  date(key: string): string | null {
    const value = this.body[key];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string' || !isIsoDate(value)) throw new InvalidRequest();
    return value;
  }

  object(key: string, nullMsg: string): Json | null {
    const value = this.body[key];
    if (value === undefined || value === null) {
      this.violation(nullMsg);
      return null;
    }
    if (!isJsonObject(value)) throw new InvalidRequest();
    return value;
  }

  nested(json: Json): Checker {
    return new Checker(json, this.messages);
  }

  done(): void {
    if (this.messages.length > 0) {
      throw new ApiError(400, 'Validation error(s): ' + this.messages.map((m) => `${m}; `).join(''));
    }
  }

  private number(key: string, nullMsg: string | null): number {
    const value = this.body[key];
    if (value === undefined || value === null) {
      if (nullMsg) this.violation(nullMsg);
      return 0;
    }
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value.trim());
    throw new InvalidRequest();
  }
}

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const MUST_NOT_BE_NULL = 'must not be null';
