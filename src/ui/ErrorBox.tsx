import styles from './ErrorBox.module.css';

/** The inline, red-bordered error box of the login dialog and every form (spec §8). */
export function ErrorBox({ message }: { message: string | null | undefined }) {
  return (
    <div role="alert" className={message ? styles.box : undefined}>
      {message}
    </div>
  );
}
