import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useHttp } from '../../../api/http';
import { operatorsQuery } from '../../../api/operatorUsers';
import { useShowErrorOnFailure } from '../../../ui/errorDialogContext';
import { Loadable } from '../../../ui/Loadable';
import { EmailLink, PhoneLink } from '../shared/ContactLinks';
import card from '../shared/card.module.css';
import styles from './CreateOperatorForm.module.css';
import own from './OperatorList.module.css';
import { UserStatePills } from './UserStatePills';

/**
 * A SUPER_ADMIN's list of every operator (`GET /users/admins`, UserController.getAllAdmins;
 * contract §9), beside the form that adds one: who can use the console, and how to reach them.
 */
export function OperatorList() {
  const http = useHttp();
  const { t } = useTranslation('adminPeople');
  const headingId = useId();
  const query = useQuery(operatorsQuery(http));
  useShowErrorOnFailure(query.error);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('users.operators.title')}
      </h2>
      <Loadable
        query={query}
        loading={t('users.operators.loading')}
        failed={t('users.operators.loadFailed')}
        level="section"
      >
        {(operators) => (
          <ul className={own.list} aria-labelledby={headingId}>
            {[...operators]
              .sort((a, b) => a.name.localeCompare(b.name))
              .map((operator) => (
                <li key={operator.id}>
                  <article className={card.card} aria-label={operator.name}>
                    <div className={card.cardHeader}>
                      <h3 className={card.cardTitle}>{operator.name}</h3>
                      <UserStatePills user={operator} />
                    </div>
                    <dl className={card.facts}>
                      <div>
                        <dt>{t('contact.email')}</dt>
                        <dd>
                          <EmailLink email={operator.email} />
                        </dd>
                      </div>
                      <div>
                        <dt>{t('contact.phone')}</dt>
                        <dd>
                          <PhoneLink phoneNumber={operator.phoneNumber} />
                        </dd>
                      </div>
                    </dl>
                  </article>
                </li>
              ))}
          </ul>
        )}
      </Loadable>
    </section>
  );
}
