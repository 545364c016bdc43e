import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import type { FormDraft } from './useFormDraft';
import styles from './FormNotice.module.css';

/** Says that a form was filled again from its draft, with a way to discard it (useFormDraft). */
export function DraftNotice({ draft }: { draft: FormDraft }) {
  const { t } = useTranslation('ui');
  return (
    <div role="status">
      {draft.restored && (
        <div className={styles.notice}>
          <p className={styles.text}>{t('draft.restored')}</p>
          <Button variant="secondary" onClick={draft.discard}>
            {t('draft.discard')}
          </Button>
        </div>
      )}
    </div>
  );
}
