import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotificationSetting, useNotificationSettingStore } from './notificationSetting';
import styles from './NotificationSwitch.module.css';

/**
 * Opt-in to browser notifications while the tab is hidden (outbid, last five minutes). The
 * browser is asked for permission only when the user turns it on here. `hint` says what it
 * covers where that is more than the one auction of the room. Memoized: the room and the desk
 * render again on every push.
 */
export const NotificationSwitch = memo(function NotificationSwitch({
  hint,
  endingOnly = false,
}: {
  hint?: string;
  /** The viewer is never outbid (a company does not bid): the room's hint names the last minutes only. */
  endingOnly?: boolean;
}) {
  const { t } = useTranslation('auctions');
  const hintId = useId();
  const store = useNotificationSettingStore();
  const { on, access } = useNotificationSetting();
  const [asking, setAsking] = useState(false);
  const blocked = access === 'unsupported' || access === 'denied';

  return (
    <div className={styles.setting}>
      <label className={styles.row}>
        <input
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={on}
          disabled={blocked || asking}
          aria-describedby={hintId}
          onChange={(event) => {
            setAsking(true);
            void store.switchTo(event.target.checked).finally(() => setAsking(false));
          }}
        />
        <span>{t('notify.switch')}</span>
      </label>
      <p id={hintId} className={styles.hint}>
        {access === 'unsupported'
          ? t('notify.unsupported')
          : access === 'denied'
            ? t('notify.denied')
            : (hint ?? t(endingOnly ? 'notify.hintEnding' : 'notify.hint'))}
      </p>
    </div>
  );
});
