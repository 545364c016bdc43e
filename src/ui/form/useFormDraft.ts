import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { DRAFT_SAVE_DELAY_MS } from '../../config';
import { usePart } from '../../core/appInstance';
import { sharedComputer, useSharedComputer } from '../../core/sharedComputer';
import {
  deleteDraft,
  fileBytes,
  readDraft,
  saveDraft,
  splitFiles,
  type DraftValues,
  type StoredFile,
} from '../../core/formDrafts';
import { draftId } from '../../core/draftsDatabase';
import { draftWrites } from './draftWrites';

interface FormDraftOptions {
  /** The logged-in user whose draft it is: it goes when they log out. Null for a visitor's. */
  owner?: string | null;
  /** Fields never kept (passwords). */
  omit?: readonly string[];
}

export interface FormDraft {
  /** The form was filled again from a draft, which is still kept. */
  restored: boolean;
  /** The user's word: the draft goes and the form goes back to its start. */
  discard: () => void;
  /** After a successful send: the draft goes; the form is left as it is. */
  clear: () => void;
  /**
   * Writes the form as it is now and resolves once the write has landed: a send awaits it before
   * its request goes out, so an answer that is lost, and the reload that follows at once, always
   * find every field in the draft (the change written a moment after typing may not have been, and
   * a write started as the page unloads may not finish).
   */
  keep: () => Promise<void>;
}

const sameFiles = (a: Record<string, File[]>, b: Record<string, File[]>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([name, files]) => {
    const other = b[name];
    return files.length === other?.length && files.every((file, index) => file === other[index]);
  });

/**
 * A form's draft (docs/forms.md): what the user fills in and chooses is kept in the browser
 * (core/formDrafts) a moment after each change and when the page is hidden, so it survives a reload,
 * a closed tab and a dropped connection. When the form opens, a kept draft fills it again (unless
 * the user has started typing) and `restored` says so: <DraftNotice> offers to discard it. A form
 * back at its start keeps no draft, and neither does any form on a shared computer (core/sharedComputer).
 * A send makes the draft durable first (`keep`, which useSendOnce awaits): the write when the page
 * is hidden is only the browser's best effort, as an unloading page may drop it.
 *
 *   const form = useZodForm(schema, defaults);
 *   const draft = useFormDraft('quick-submission', form);
 *   // the form's write, once it succeeded:
 *   onSuccess: () => draft.clear(),
 *   <DraftNotice draft={draft} />
 */
export function useFormDraft<Values extends FieldValues, Output>(
  key: string,
  form: UseFormReturn<Values, unknown, Output>,
  { owner = null, omit = [] }: FormDraftOptions = {},
): FormDraft {
  const id = draftId(key, owner);
  const [restored, setRestored] = useState(false);
  const clearRef = useRef<() => void>(() => undefined);
  const keepRef = useRef<() => Promise<void>>(() => Promise.resolve());
  const omitted = omit.join('\n');
  const writes = usePart(draftWrites);
  const shared = usePart(sharedComputer);
  // On a shared computer no draft is read or written (core/sharedComputer).
  const onSharedComputer = useSharedComputer();

  useEffect(() => {
    if (onSharedComputer) {
      clearRef.current = () => setRestored(false);
      keepRef.current = () => Promise.resolve();
      return undefined;
    }
    const left = new Set(omitted === '' ? [] : omitted.split('\n'));
    let active = true;
    let touched = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // What was last written, so that an unchanged form writes nothing and chosen files are
    // written again only when they change.
    let savedFields = '';
    let savedFiles: Record<string, File[]> = {};
    const enqueue = (write: () => Promise<void>) => writes.enqueue(id, write);
    // A chosen file is read once, however often its draft is saved.
    const readFiles = new WeakMap<File, Promise<StoredFile>>();
    const bytesOf = (file: File) => {
      const read = readFiles.get(file) ?? fileBytes(file);
      readFiles.set(file, read);
      return read;
    };

    const kept = (values: DraftValues) =>
      Object.fromEntries(Object.entries(values).filter(([name]) => !left.has(name)));
    const atStart = (fields: DraftValues, files: Record<string, File[]>) =>
      Object.keys(files).length === 0 &&
      JSON.stringify(fields) === JSON.stringify(kept({ ...form.formState.defaultValues }));

    const write = () => {
      timer = undefined;
      // Switched on since the last change: the pending change is not written.
      if (shared.on()) return;
      const { fields, files } = splitFiles(kept(form.getValues()));
      const fieldsText = JSON.stringify(fields);
      const filesChanged = !sameFiles(files, savedFiles);
      if (!filesChanged && fieldsText === savedFields) return;
      savedFields = fieldsText;
      savedFiles = files;
      const save = atStart(fields, files)
        ? () => deleteDraft(id)
        : () => saveDraft(id, owner, fields, filesChanged ? files : undefined, bytesOf);
      enqueue(save);
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(write, DRAFT_SAVE_DELAY_MS);
    };
    const flush = () => {
      if (timer !== undefined) write();
      clearTimeout(timer);
    };
    keepRef.current = () => {
      clearTimeout(timer);
      write();
      return writes.landed(id);
    };
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };

    clearRef.current = () => {
      clearTimeout(timer);
      timer = undefined;
      savedFields = '';
      savedFiles = {};
      enqueue(() => deleteDraft(id));
      setRestored(false);
    };

    // A change made before the draft is read is kept too; the draft then fills nothing in.
    const subscription = form.watch((_values, { type }) => {
      if (type === 'change') touched = true;
      schedule();
    });
    void writes
      .landed(id)
      .then(() => readDraft(id, owner))
      .then((draft) => {
        if (!active) return;
        if (touched || !draft) return;
        // A field the form no longer has is left out.
        const known = Object.keys(form.formState.defaultValues ?? {});
        const values = Object.fromEntries(
          Object.entries(draft.values).filter(([name]) => known.includes(name)),
        );
        form.reset({ ...form.getValues(), ...values }, { keepDefaultValues: true });
        const now = splitFiles(kept(form.getValues()));
        savedFields = JSON.stringify(now.fields);
        savedFiles = now.files;
        setRestored(true);
      });
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      active = false;
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
      flush();
    };
  }, [id, owner, omitted, form, writes, shared, onSharedComputer]);

  const clear = useCallback(() => clearRef.current(), []);
  const keep = useCallback(() => keepRef.current(), []);
  const discard = useCallback(() => {
    clearRef.current();
    form.reset();
  }, [form]);
  return { restored: restored && !onSharedComputer, discard, clear, keep };
}
