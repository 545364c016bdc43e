import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiError } from './http/errors.js';
import type { StoredFile } from './store/model.js';

const PUBLIC_TYPES = new Set(['image/png', 'image/jpeg']);
const PRIVATE_TYPES = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** Stands in for production's S3 buckets: files live in a temporary folder and are served under /files/. */
export class FileStore {
  readonly dir = mkdtempSync(join(tmpdir(), 'bilauksjon-dev-'));
  private readonly files = new Map<string, StoredFile>();
  private lastMillis = 0;

  /** Returns the public URL; throws the 500s of contract §6.6 for other types. */
  save(file: UploadedFile): string {
    const type = file.mimetype.trim();
    if (type === '') throw new ApiError(500, 'File content type is null or empty');
    const isPublic = PUBLIC_TYPES.has(type);
    if (!isPublic && !PRIVATE_TYPES.has(type)) throw new ApiError(500, `Unsupported file type: ${type}`);
    // Production names objects `{epochMillis}_{originalFilename}`; bumping the millis keeps names unique.
    this.lastMillis = Math.max(Date.now(), this.lastMillis + 1);
    const name = `${this.lastMillis}_${file.filename}`;
    const path = join(this.dir, encodeURIComponent(name));
    try {
      writeFileSync(path, file.data);
    } catch {
      throw new ApiError(500, `File '${file.filename}' could not be processed`);
    }
    this.files.set(name, { name, contentType: type, path, isPublic });
    return `/files/${encodeURIComponent(name)}`;
  }

  get(name: string): StoredFile | undefined {
    return this.files.get(name);
  }

  /** Removes a file given its public URL (images dropped from a car on update). */
  removeByUrl(url: string): void {
    const prefix = '/files/';
    if (!url.startsWith(prefix)) return;
    const name = decodeURIComponent(url.slice(prefix.length));
    const file = this.files.get(name);
    if (!file) return;
    this.files.delete(name);
    rmSync(file.path, { force: true });
  }

  /** Removes every stored file (a reset re-seeds the demo world's files). */
  clear(): void {
    for (const file of this.files.values()) rmSync(file.path, { force: true });
    this.files.clear();
  }

  dispose(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
