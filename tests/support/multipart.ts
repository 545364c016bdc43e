import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Multipart bodies in component tests. jsdom's FormData and Blob do not survive MSW's hand-over
 * to a fetch Request (every file part arrives as the text 'undefined'), so a test that reads
 * multipart parts swaps in Node's own FormData, Blob and File while it runs. Create the test's
 * files after this has run (inside the test), so they are Node files too.
 */
export function withNodeMultipart(): void {
  beforeEach(async () => {
    const nodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor;
    vi.stubGlobal('FormData', nodeFormData);
    vi.stubGlobal('Blob', NodeBlob);
    vi.stubGlobal('File', NodeFile);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

/** A multipart part that the backend reads as JSON: it must carry Content-Type application/json (contract §4.3). */
export async function jsonPartOf(form: FormData, name: string): Promise<unknown> {
  const part = form.get(name);
  if (part === null || typeof part === 'string' || part.type !== 'application/json') return undefined;
  return JSON.parse(await part.text()) as unknown;
}

/** The file names of a repeated file part. */
export const fileNamesOf = (form: FormData, name: string): string[] =>
  form.getAll(name).map((part) => (typeof part === 'string' ? `(text) ${part}` : part.name));
