import { useRef } from 'react';
import type { FormMessage } from './form/formMessage';
import { useMessageText } from './form/useMessageText';
import { useMessageInView } from './useMessageInView';
import styles from './ErrorBox.module.css';

/** The inline, red-bordered error box of the login dialog and every form (spec §8). */
export function ErrorBox({ message }: { message: FormMessage | null | undefined }) {
  const text = useMessageText()(message);
  const box = useRef<HTMLDivElement>(null);
  useMessageInView(box, text);
  return (
    <div role="alert" ref={box} tabIndex={-1} className={text ? styles.box : undefined}>
      {text}
    </div>
  );
}
