import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isOperatorRole } from '../../rules/roles';
import { useOwnUser } from '../../product/useOwnUser';
import { paths } from '../../paths';
import { buttonClassName } from '../../ui/Button';
import styles from './ProfilePage.module.css';

/** Another user's /user/{id}: no data, no actions; the way to one's own profile, or to the console's users. */
export function NotYourProfile({ ownId }: { ownId: string }) {
  const { t } = useTranslation('profile');
  const operator = isOperatorRole(useOwnUser().data?.role);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('notYours.title')}</h1>
      <p>{t(operator ? 'notYours.operatorText' : 'notYours.text')}</p>
      <p className={styles.links}>
        {operator && (
          <Link to={paths.admin('users')} className={buttonClassName('primary')}>
            {t('notYours.toConsole')}
          </Link>
        )}
        <Link to={paths.user(ownId)} className={buttonClassName('secondary')}>
          {t('notYours.toOwn')}
        </Link>
      </p>
    </div>
  );
}
