import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import type { UserSearch } from '../../../api/operatorUsers';
import { Button } from '../../../ui/Button';
import { ErrorBox } from '../../../ui/ErrorBox';
import { TextField } from '../../../ui/fields/TextField';
import { Form } from '../../../ui/form/Form';
import { FormField } from '../../../ui/form/FormField';
import { messageOfFailure } from '../../../ui/form/formMessage';
import { requiredText } from '../../../ui/form/rules';
import { useZodForm } from '../../../ui/form/useZodForm';
import styles from '../people/people.module.css';

/** An e-mail has an @; anything else is a phone number, matched exactly as registered (contract §9). */
const searchSchema = z.pipe(
  z.object({ term: requiredText() }),
  z.transform(({ term }): UserSearch =>
    term.includes('@') ? { by: 'email', email: term } : { by: 'phone', phoneNumber: term },
  ),
);

interface UserSearchFormProps {
  searching: boolean;
  /** The search's failure (no such user, say): shown in the form, which keeps what was typed. */
  failure: Error | null;
  onSearch: (search: UserSearch) => void;
}

export function UserSearchForm({ searching, failure, onSearch }: UserSearchFormProps) {
  const { t } = useTranslation('adminPeople');
  const headingId = useId();
  const form = useZodForm(searchSchema, { term: '' });

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('users.search.title')}
      </h2>
      <Form form={form} onValid={onSearch} busy={searching} role="search" aria-labelledby={headingId}>
        <ErrorBox message={messageOfFailure(failure)} />
        <FormField
          as={TextField}
          form={form}
          name="term"
          label={t('users.search.term')}
          hint={t('users.search.hint')}
          autoComplete="off"
          required
        />
        <Button type="submit" disabled={searching} aria-busy={searching}>
          {searching ? t('users.search.searching') : t('users.search.submit')}
        </Button>
      </Form>
    </section>
  );
}
