import type { HTMLAttributes } from 'react';
import styles from './Pill.module.css';

export type PillTone = 'brand' | 'warning' | 'success' | 'muted' | 'danger';

interface PillProps extends HTMLAttributes<HTMLSpanElement> {
  /** The colour says the same as the words, never more (it is never the only signal). */
  tone: PillTone;
  /** 'large' stands beside a page heading. */
  size?: 'small' | 'large';
}

/** A rounded, outlined label for a state: a car's or an auction's status, the live connection. */
export function Pill({ tone, size = 'small', className, ...props }: PillProps) {
  return (
    <span
      className={[styles.pill, styles[tone], styles[size], className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}
