import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LIST_CLOSE_MS, LANGUAGES, type Language } from '../../config';
import { currentLanguage } from '../../i18n';
import { Flag } from './Flag';
import styles from './LanguageSwitcher.module.css';

/**
 * Spec §2: the current flag and code; a list offering the other language opens on hover,
 * click and keyboard, and closes 500 ms after a choice.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  // A tap or click starts with a mouseenter that already opened the list: that click must not close it.
  const openedByHover = useRef(false);
  const listId = useId();
  const language = currentLanguage();
  const others = LANGUAGES.filter((candidate) => candidate !== language);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const choose = (next: Language) => {
    // The chosen option leaves the list; focus goes back to the toggle rather than being lost.
    rootRef.current?.querySelector('button')?.focus();
    void i18n.changeLanguage(next);
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), LANGUAGE_LIST_CLOSE_MS);
  };

  return (
    <div
      ref={rootRef}
      className={styles.switcher}
      onMouseEnter={() => {
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          rootRef.current?.querySelector('button')?.focus();
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        type="button"
        className={styles.current}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('language.choose', { language: t(`language.${language}`) })}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((isOpen) => !isOpen);
        }}
      >
        <Flag language={language} />
        <span aria-hidden="true">{language.toUpperCase()}</span>
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {others.map((option) => (
          <li key={option}>
            <button type="button" className={styles.option} lang={option} onClick={() => choose(option)}>
              <Flag language={option} />
              <span>{t(`language.${option}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
