import type { ReactNode } from 'react';
import { formatDate } from '../../lib/dates';
import { todayInNorway } from '../../lib/norwegianTime';
import styles from './FormNotice.module.css';

interface DraftHintProps {
  /** When the draft was saved (useKeptDraft); nothing is shown without one. */
  savedAt: number | null;
  /** What waits, with the day it was saved ("27.11.2026": Norway's day, with dots, spec §9). */
  text: (day: string) => string;
  /** The way back to the form: the button or link that opens it. */
  children: ReactNode;
}

/** Says, where a form is sent from, that a draft of it waits, and leads back to it (issue 37). */
export function DraftHint({ savedAt, text, children }: DraftHintProps) {
  if (savedAt === null) return null;
  const day = formatDate(todayInNorway(new Date(savedAt)));
  return (
    <div className={styles.notice} role="note">
      <p className={styles.text}>{text(day)}</p>
      {children}
    </div>
  );
}
