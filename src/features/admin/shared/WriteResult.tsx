import styles from './WriteResult.module.css';

/** What the last write did, said once in a polite live region that stays in the page. */
export function WriteResult({ text }: { text: string | null }) {
  return (
    <p role="status" className={styles.result}>
      {text}
    </p>
  );
}
