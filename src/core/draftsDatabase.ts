import { DRAFT_MAX_AGE_MS } from '../config';

/**
 * The database that keeps the forms' drafts (core/formDrafts reads and writes them): its layout,
 * its opening, and when a draft was saved. Apart from core/formDrafts so that the landing can tell
 * of a waiting draft (ui/form/useKeptDraft) without the drafts' store in its first download.
 */

const DATABASE = 'bilbud-drafts';
const STORE = 'drafts';
export const FIELDS = 'fields';

export type DraftValues = Record<string, unknown>;

export interface FieldsRecord {
  /** The logged-in user whose draft it is (dropped when they log out), or null for a visitor's. */
  owner: string | null;
  savedAt: number;
  values: DraftValues;
}

/** Where a form's draft is kept: a visitor's under the form's key, a user's under key and user. */
export const draftId = (key: string, owner: string | null): string =>
  owner === null ? key : `${key}:${owner}`;

export const fieldsKey = (id: string) => [id, FIELDS];

export function done<Result>(request: IDBRequest<Result>): Promise<Result> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = transaction.onerror = () =>
      reject(transaction.error ?? new Error('IndexedDB transaction failed'));
  });
}

/**
 * Opened for each use and closed after it: nothing holds the database between saves. A draft
 * that cannot be kept (storage refused or full) is nothing the user could act on: it is skipped.
 */
export async function withStore<Result>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => Promise<Result> | Result,
): Promise<Result | undefined> {
  if (typeof indexedDB === 'undefined') return undefined;
  try {
    const opening = indexedDB.open(DATABASE, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
    const database = await done(opening);
    try {
      const transaction = database.transaction(STORE, mode);
      const completion = committed(transaction);
      // Awaited below; a failure in `work` leaves it to reject unseen.
      completion.catch(() => undefined);
      const result = await work(transaction.objectStore(STORE));
      await completion;
      return result;
    } finally {
      database.close();
    }
  } catch {
    return undefined;
  }
}

/**
 * When the draft kept under `id` for `owner` was last saved, or null (none, or past its age): to
 * say a draft waits where it would be sent from, without reading its files.
 */
export async function draftSavedAt(id: string, owner: string | null): Promise<number | null> {
  const fields = await withStore('readonly', (store) =>
    done(store.get(fieldsKey(id)) as IDBRequest<FieldsRecord | undefined>),
  );
  if (!fields || fields.owner !== owner || fields.savedAt < Date.now() - DRAFT_MAX_AGE_MS) return null;
  return fields.savedAt;
}
