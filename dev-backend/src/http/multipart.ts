import type { FastifyRequest } from 'fastify';
import type { UploadedFile } from '../files.js';
import { ApiError, Forbidden, InvalidRequest } from './errors.js';
import { type Json, isJsonObject } from './validation.js';

/** Production's max-request-size (and max-file-size): 20 MB for the whole multipart request. */
export const MAX_REQUEST_BYTES = 20 * 1024 * 1024;
export const UPLOAD_TOO_LARGE = 'Max upload size of 10 MB exceeded. Try again with less data.';

export interface MultipartRequest {
  /** JSON parts by name; a part not sent as `application/json` is absent (Spring: 415 → 403). */
  json: Map<string, Json>;
  files: Map<string, UploadedFile[]>;
}

function tooLarge(): ApiError {
  return new ApiError(400, UPLOAD_TOO_LARGE);
}

/** Reads the rest of an oversized body so the client gets the answer instead of a reset connection. */
async function drain(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  if (raw.readableEnded) return;
  await new Promise<void>((resolve) => {
    raw.on('end', resolve);
    raw.on('error', () => resolve());
    raw.on('close', () => resolve());
    raw.resume();
  });
}

export async function readMultipart(
  request: FastifyRequest,
  jsonParts: readonly string[],
): Promise<MultipartRequest> {
  if (!request.isMultipart()) throw new Forbidden('not multipart');
  const declared = Number(request.headers['content-length'] ?? '0');
  if (declared > MAX_REQUEST_BYTES) {
    if (declared <= 4 * MAX_REQUEST_BYTES) await drain(request);
    throw tooLarge();
  }
  const json = new Map<string, Json>();
  const files = new Map<string, UploadedFile[]>();
  let total = 0;
  try {
    for await (const part of request.parts()) {
      const isJsonPart = jsonParts.includes(part.fieldname);
      const isJsonType = /^application\/([\w.+-]*\+)?json\b/i.test(part.mimetype);
      let data: Buffer;
      if (part.type === 'file') {
        data = await part.toBuffer();
      } else {
        if (part.valueTruncated) throw tooLarge();
        // The plugin has already parsed fields declared as application/json.
        const value: unknown = part.value;
        data = Buffer.from(typeof value === 'string' ? value : JSON.stringify(value), 'utf8');
      }
      total += data.length;
      if (total > MAX_REQUEST_BYTES) throw tooLarge();
      if (isJsonPart) {
        if (!isJsonType) continue;
        json.set(part.fieldname, parseJsonPart(data));
      } else if (part.type === 'file') {
        const list = files.get(part.fieldname) ?? [];
        list.push({ filename: part.filename, mimetype: part.mimetype, data });
        files.set(part.fieldname, list);
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw tooLarge();
    if (code === 'FST_INVALID_JSON_FIELD_ERROR') throw new InvalidRequest();
    throw new Forbidden('malformed multipart');
  }
  for (const name of jsonParts) if (!json.has(name)) throw new Forbidden(`missing part ${name}`);
  return { json, files };
}

function parseJsonPart(data: Buffer): Json {
  let value: unknown;
  try {
    value = JSON.parse(data.toString('utf8'));
  } catch {
    throw new InvalidRequest();
  }
  if (!isJsonObject(value)) throw new InvalidRequest();
  return value;
}
