import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_MAX_AGE_MS } from '../../src/config';
import { deleteDraft, deleteDraftsOf, readDraft, saveDraft, splitFiles } from '../../src/core/formDrafts';

// tests/setup.ts gives every test an IndexedDB of its own (fake-indexeddb).

const photo = (name: string, bytes: number[]) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

async function bytesOf(file: unknown): Promise<number[]> {
  expect(file).toBeInstanceOf(File);
  return [...new Uint8Array(await (file as File).arrayBuffer())];
}

afterEach(() => {
  vi.useRealTimers();
});

describe('form drafts', () => {
  it('keeps the fields and the chosen files, bytes, names and types included', async () => {
    const values = {
      name: 'Siri',
      kilometers: '120000',
      keptImages: [],
      photos: [photo('front.jpg', [1, 2, 3])],
    };
    const { fields, files } = splitFiles(values);
    expect(fields).toEqual({ name: 'Siri', kilometers: '120000', keptImages: [] });
    expect(Object.keys(files)).toEqual(['photos']);
    await saveDraft('quick', null, fields, files);

    const draft = await readDraft('quick', null);
    expect(draft?.values).toMatchObject({ name: 'Siri', kilometers: '120000', keptImages: [] });
    const [restored] = draft?.values.photos as File[];
    expect(restored?.name).toBe('front.jpg');
    expect(restored?.type).toBe('image/jpeg');
    expect(await bytesOf(restored)).toEqual([1, 2, 3]);
  });

  it('keeps the files last written when only the fields are saved, and drops a file field written empty', async () => {
    await saveDraft('quick', null, { name: 'S' }, { photos: [photo('a.jpg', [9])] });
    await saveDraft('quick', null, { name: 'Siri' });
    const kept = await readDraft('quick', null);
    expect(kept?.values.name).toBe('Siri');
    expect(await bytesOf((kept?.values.photos as File[])[0])).toEqual([9]);

    await saveDraft('quick', null, { name: 'Siri', photos: [] }, {});
    expect((await readDraft('quick', null))?.values).toEqual({ name: 'Siri', photos: [] });
  });

  it("reads only its owner's draft, and a logout drops that user's drafts only", async () => {
    await saveDraft('add-car:seller', 'seller', { make: 'Volvo' });
    await saveDraft('edit-car-1:seller', 'seller', { make: 'Saab' }, { photos: [photo('b.jpg', [1])] });
    await saveDraft('add-car:other', 'other', { make: 'Tesla' });
    await saveDraft('quick', null, { name: 'Visitor' });
    expect(await readDraft('add-car:seller', 'other')).toBeNull();
    expect(await readDraft('add-car:seller', null)).toBeNull();

    await deleteDraftsOf('seller');
    expect(await readDraft('add-car:seller', 'seller')).toBeNull();
    expect(await readDraft('edit-car-1:seller', 'seller')).toBeNull();
    expect((await readDraft('add-car:other', 'other'))?.values).toEqual({ make: 'Tesla' });
    expect((await readDraft('quick', null))?.values).toEqual({ name: 'Visitor' });
  });

  it('drops a draft once it is older than DRAFT_MAX_AGE_MS (7 days), any draft with it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-01T12:00:00Z'));
    await saveDraft('quick', null, { name: 'Siri' });
    await saveDraft('other-form', null, { name: 'Old' }, { photos: [photo('c.jpg', [2])] });

    vi.setSystemTime(Date.now() + DRAFT_MAX_AGE_MS - 1000);
    expect((await readDraft('quick', null))?.values).toEqual({ name: 'Siri' });

    vi.setSystemTime(Date.now() + 2000);
    expect(await readDraft('quick', null)).toBeNull();
    // The sweep took the other form's draft too, though nobody opened it.
    vi.setSystemTime(new Date('2026-11-01T12:00:00Z'));
    expect(await readDraft('other-form', null)).toBeNull();
  });

  it('deletes one draft, fields and files', async () => {
    await saveDraft('quick', null, { name: 'Siri' }, { photos: [photo('d.jpg', [3])] });
    await deleteDraft('quick');
    expect(await readDraft('quick', null)).toBeNull();
  });
});
