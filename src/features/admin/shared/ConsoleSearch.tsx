import { TextField } from '../../../ui/fields/TextField';
import styles from './ConsoleSearch.module.css';

interface ConsoleSearchProps {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
}

/** A console list's search: it narrows the list as it is typed (the URL follows when typing pauses). */
export function ConsoleSearch({ label, hint, value, onChange }: ConsoleSearchProps) {
  return (
    <div className={styles.search} role="search">
      <TextField
        type="search"
        label={label}
        hint={hint}
        value={value}
        onChange={onChange}
        autoComplete="off"
      />
    </div>
  );
}
