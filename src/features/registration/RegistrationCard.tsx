import { useId, useState, type ReactNode } from 'react';
import { chevronDownLines } from '../../ui/icons/glyphs';
import { Icon } from '../../ui/icons/Icon';
import styles from './Registration.module.css';

interface RegistrationCardProps {
  title: string;
  description: string;
  expanded: boolean;
  onToggle: () => void;
  /** The pointer is over the toggle or it has focus: the card is likely to open. */
  onIntent: () => void;
  icon: ReactNode;
  children: ReactNode;
}

/**
 * One expandable card of /register. Its content starts when the card first opens (nothing to
 * start for a visitor who only reads the page) and then stays mounted while collapsed, keeping
 * its state.
 */
export function RegistrationCard({
  title,
  description,
  expanded,
  onToggle,
  onIntent,
  icon,
  children,
}: RegistrationCardProps) {
  const panelId = useId();
  const [opened, setOpened] = useState(expanded);
  if (expanded && !opened) setOpened(true);
  return (
    <section className={[styles.card, expanded ? styles.cardOpen : ''].join(' ')}>
      <h2 className={styles.cardHeading}>
        <button
          type="button"
          className={styles.cardToggle}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
          onPointerEnter={onIntent}
          onFocus={onIntent}
        >
          <span className={styles.cardIcon} aria-hidden="true">
            {icon}
          </span>
          <span className={styles.cardTitle}>
            <span>{title}</span>
            <span className={styles.cardDescription}>{description}</span>
          </span>
          <Icon lines={chevronDownLines} className={styles.chevron} />
        </button>
      </h2>
      <div id={panelId} className={styles.cardPanel} hidden={!expanded}>
        {opened && children}
      </div>
    </section>
  );
}
