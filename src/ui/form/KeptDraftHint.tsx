import { useEffect, useState, type ReactNode } from 'react';
import { draftId } from '../../core/draftId';
import { draftSavedAt } from '../../core/formDrafts';
import { useSharedComputer } from '../../core/sharedComputer';
import { formatDate } from '../../lib/dates';
import { todayInNorway } from '../../lib/norwegianTime';
import styles from './FormNotice.module.css';

interface KeptDraftHintProps {
  /** The drafts it tells of (product/draftKeys): the newest of them is told. */
  keys: readonly string[];
  /** The logged-in user whose draft it would be, or null for a visitor's (useFormDraft's `owner`). */
  owner?: string | null;
  /** Read again when this changes: the form that sends the draft has closed, say. */
  readAgain?: unknown;
  /** What waits, with the day it was saved ("27.11.2026": Norway's day, with dots, spec §9). */
  text: (day: string) => string;
  /** The way back to the form: the button or link that opens it. */
  children: ReactNode;
}

/**
 * Says, where a form is sent from (the landing's SELL and BUY, the profile's "Add car"), that a
 * draft of it waits, and leads back to it (issue 37). The draft is read from the browser after the
 * page is up, so the hint is never in a prerendered page's HTML, and the landing loads this
 * component lazily: the drafts' store and the date helpers stay out of its first download
 * (bench/README.md, the landing's JS). Nothing is read on a shared computer, which keeps no drafts
 * (core/sharedComputer).
 */
export function KeptDraftHint({ keys, owner = null, readAgain, text, children }: KeptDraftHintProps) {
  const onSharedComputer = useSharedComputer();
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const ids = keys.map((key) => draftId(key, owner)).join('\n');

  useEffect(() => {
    if (onSharedComputer || ids === '') return undefined;
    let active = true;
    void Promise.all(ids.split('\n').map((id) => draftSavedAt(id, owner))).then((found) => {
      const newest = Math.max(...found.map((at) => at ?? -Infinity));
      if (active) setSavedAt(Number.isFinite(newest) ? newest : null);
    });
    return () => {
      active = false;
    };
  }, [ids, owner, onSharedComputer, readAgain]);

  if (onSharedComputer || ids === '' || savedAt === null) return null;
  const day = formatDate(todayInNorway(new Date(savedAt)));
  return (
    <div className={styles.notice} role="note">
      <p className={styles.text}>{text(day)}</p>
      {children}
    </div>
  );
}
