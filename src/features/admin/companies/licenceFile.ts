/**
 * What a licence link says about its file. Stored names are `{epochMillis}_{originalName}`
 * (contract §6.6); the link's path ends with that name, URL-encoded.
 */
export function licenceFileName(url: string, position: number): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  let name: string;
  try {
    name = decodeURIComponent(last);
  } catch {
    name = last;
  }
  const original = name.replace(/^\d+_/, '');
  return original === '' ? `#${position}` : original;
}

/** A licence uploaded as PNG or JPEG lives in the public bucket: its signed link is dead (contract §14.2). */
export function storedAsImage(url: string): boolean {
  return /\.(png|jpe?g)$/i.test(url.split(/[?#]/, 1)[0] ?? '');
}
