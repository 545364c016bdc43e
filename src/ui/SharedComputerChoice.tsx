import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSharedComputer, useSharedComputerStore } from '../core/sharedComputer';
import { CheckboxField } from './fields/CheckboxField';
import styles from './SharedComputerChoice.module.css';

/**
 * "This is a shared computer": while ticked, nothing about the person is kept in this browser
 * (core/sharedComputer). It takes effect at once, in every form of the tab, and says what it does.
 */
export function SharedComputerChoice({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation('ui');
  const hintId = useId();
  const on = useSharedComputer();
  const store = useSharedComputerStore();
  return (
    <div className={styles.choice}>
      <CheckboxField
        label={t('sharedComputer.label')}
        value={on}
        onChange={(next) => void store.switchTo(next)}
        aria-describedby={hintId}
        disabled={disabled}
      />
      <p id={hintId} className={styles.hint}>
        {on ? t('sharedComputer.on') : t('sharedComputer.off')}
      </p>
    </div>
  );
}
