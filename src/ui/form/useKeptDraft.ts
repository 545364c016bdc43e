import { useEffect, useState } from 'react';
import { draftId, draftSavedAt } from '../../core/draftsDatabase';
import { useSharedComputer } from '../../core/sharedComputer';

interface KeptDraftOptions {
  /** The logged-in user whose draft it would be, or null for a visitor's (useFormDraft's `owner`). */
  owner?: string | null;
  /** Read again when this changes: the form that sends the draft has closed, say. */
  readAgain?: unknown;
}

/**
 * When the newest of the drafts kept under `keys` was saved, or null: for the place a form is sent
 * from (the landing's SELL, "Add car") to say that a draft of it waits (issue 37). Nothing is
 * read on a shared computer, which keeps no drafts (core/sharedComputer); a prerendered page says
 * none.
 */
export function useKeptDraft(keys: readonly string[], { owner = null, readAgain }: KeptDraftOptions = {}) {
  const onSharedComputer = useSharedComputer();
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const ids = keys.map((key) => draftId(key, owner)).join('\n');

  useEffect(() => {
    if (onSharedComputer) return undefined;
    let active = true;
    void Promise.all(ids.split('\n').map((id) => draftSavedAt(id, owner))).then((found) => {
      const newest = Math.max(...found.map((at) => at ?? -Infinity));
      if (active) setSavedAt(Number.isFinite(newest) ? newest : null);
    });
    return () => {
      active = false;
    };
  }, [ids, owner, onSharedComputer, readAgain]);

  return onSharedComputer ? null : savedAt;
}
