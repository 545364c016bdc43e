import type { FormMessage } from './form/formMessage';
import { useMessageText } from './form/useMessageText';
import styles from './ErrorBox.module.css';

/** The inline, red-bordered error box of the login dialog and every form (spec §8). */
export function ErrorBox({ message }: { message: FormMessage | null | undefined }) {
  const text = useMessageText()(message);
  return (
    <div role="alert" className={text ? styles.box : undefined}>
      {text}
    </div>
  );
}
