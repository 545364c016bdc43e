import styles from './WriteResult.module.css';

/** The status line of a section: the last write's result, announced politely. */
export function WriteResult({ text }: { text: string | null }) {
  return (
    <p role="status" className={text ? styles.result : styles.empty}>
      {text}
    </p>
  );
}
