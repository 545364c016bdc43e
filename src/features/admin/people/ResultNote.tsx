import styles from './ResultNote.module.css';

/** What the last write did, said once in a polite live region that stays in the page. */
export function ResultNote({ text }: { text: string }) {
  return (
    <p role="status" className={styles.result}>
      {text}
    </p>
  );
}
