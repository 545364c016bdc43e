import { DRAFT_MAX_AGE_MS } from '../config';
import { done, FIELDS, fieldsKey, withStore, type DraftValues, type FieldsRecord } from './draftsDatabase';

/**
 * The drafts of forms, in the browser's IndexedDB: what a user filled in and chose survives a
 * reload, a closed tab and a dropped connection (ui/form/useFormDraft). A draft is two records
 * written in one transaction: its fields (with whose draft it is and when it was saved), and its
 * files (photos, licences), which are written only when the chosen files change. Files are kept
 * as bytes with their name and type: a File does not survive every structured clone.
 * Without IndexedDB (a browser that refuses it) nothing is kept and nothing fails. The database
 * itself, and when a draft was saved, are core/draftsDatabase: all the landing needs to tell of a
 * waiting draft, without this module in its first download.
 */

export type { DraftValues } from './draftsDatabase';

const FILES = 'files';

export interface StoredFile {
  name: string;
  type: string;
  lastModified: number;
  bytes: ArrayBuffer;
}

type FilesRecord = Record<string, StoredFile[]>;

export interface Draft {
  values: DraftValues;
  savedAt: number;
}

const filesKey = (id: string) => [id, FILES];
const bothKeys = (id: string) => IDBKeyRange.bound([id, ''], [id, '\uffff']);

const isFileList = (value: unknown): value is File[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => item instanceof File);

/** A form's values apart: its files (every field holding a non-empty list of files) and the rest. */
export function splitFiles(values: DraftValues): { fields: DraftValues; files: Record<string, File[]> } {
  const fields: DraftValues = {};
  const files: Record<string, File[]> = {};
  Object.entries(values).forEach(([name, value]) => {
    if (isFileList(value)) files[name] = value;
    else fields[name] = value;
  });
  return { fields, files };
}

/** A chosen file as it is kept: its bytes, name and type. */
export const fileBytes = async (file: File): Promise<StoredFile> => ({
  name: file.name,
  type: file.type,
  lastModified: file.lastModified,
  bytes: await file.arrayBuffer(),
});

/**
 * Saves a draft's fields (`splitFiles`); with `files`, its files too (every file field of the form
 * as it is now: a field left out has no files any more), each read by `bytesOf` (a form that saves
 * again and again reads each file once). Both go in one transaction.
 */
export async function saveDraft(
  id: string,
  owner: string | null,
  fields: DraftValues,
  files?: Record<string, File[]>,
  bytesOf: (file: File) => Promise<StoredFile> = fileBytes,
): Promise<void> {
  const storedFiles: FilesRecord | undefined =
    files &&
    Object.fromEntries(
      await Promise.all(
        Object.entries(files).map(async ([name, list]): Promise<[string, StoredFile[]]> => [
          name,
          await Promise.all(list.map(bytesOf)),
        ]),
      ),
    );
  const record: FieldsRecord = { owner, savedAt: Date.now(), values: fields };
  await withStore('readwrite', (store) => {
    store.put(record, fieldsKey(id));
    if (storedFiles) store.put(storedFiles, filesKey(id));
  });
}

const toFile = ({ name, type, lastModified, bytes }: StoredFile) =>
  new File([bytes], name, { type, lastModified });

/** Drops every draft older than DRAFT_MAX_AGE_MS, or whose owner `drop` names. */
async function sweep(store: IDBObjectStore, drop: (record: FieldsRecord) => boolean): Promise<void> {
  const oldest = Date.now() - DRAFT_MAX_AGE_MS;
  const ids: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const cursor = store.openCursor();
    cursor.onerror = () => reject(cursor.error ?? new Error('IndexedDB cursor failed'));
    cursor.onsuccess = () => {
      const current = cursor.result;
      if (!current) return resolve();
      const [id, part] = current.key as [string, string];
      const record = current.value as FieldsRecord;
      if (part === FIELDS && (record.savedAt < oldest || drop(record))) ids.push(id);
      current.continue();
    };
  });
  ids.forEach((id) => store.delete(bothKeys(id)));
}

/**
 * The draft kept under `id` for `owner`, or null. Every draft older than DRAFT_MAX_AGE_MS goes
 * first, this one included.
 */
export async function readDraft(id: string, owner: string | null): Promise<Draft | null> {
  const found = await withStore('readwrite', async (store) => {
    await sweep(store, () => false);
    const [fields, files] = await Promise.all([
      done(store.get(fieldsKey(id)) as IDBRequest<FieldsRecord | undefined>),
      done(store.get(filesKey(id)) as IDBRequest<FilesRecord | undefined>),
    ]);
    return fields && fields.owner === owner ? { fields, files } : null;
  });
  if (!found) return null;
  const files = Object.entries(found.files ?? {}).map(([name, list]): [string, File[]] => [
    name,
    list.map(toFile),
  ]);
  return { values: { ...found.fields.values, ...Object.fromEntries(files) }, savedAt: found.fields.savedAt };
}

export async function deleteDraft(id: string): Promise<void> {
  await withStore('readwrite', (store) => store.delete(bothKeys(id)));
}

/** Logging out: the user's drafts go (and any draft past its age). */
export async function deleteDraftsOf(owner: string): Promise<void> {
  await withStore('readwrite', (store) => sweep(store, (record) => record.owner === owner));
}

/** A shared computer (core/sharedComputer): every draft in this browser goes, whoever's it is. */
export async function deleteAllDrafts(): Promise<void> {
  await withStore('readwrite', (store) => store.clear());
}
