import type { InputHTMLAttributes, Ref } from 'react';
import styles from './FileChooser.module.css';

type FileChooserProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  id: string;
  /** The text of the button people see and press. */
  text: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A file input shown as a dashed "choose" button: the input itself stays in the tab order (visually
 * hidden), so keyboard users reach it and see the focus ring on the button.
 */
export function FileChooser({ id, text, ...input }: FileChooserProps) {
  return (
    <>
      <input id={id} className={styles.input} type="file" {...input} />
      <label htmlFor={id} className={styles.choose}>
        {text}
      </label>
    </>
  );
}
