import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chevronDownLines } from '../../ui/icons/glyphs';
import { Icon } from '../../ui/icons/Icon';
import styles from './Faq.module.css';

const QUESTIONS = ['bidders', 'submit', 'winner', 'fees', 'payment', 'registration'] as const;

/** Spec §1: six numbered questions that open and close on click (and Enter/Space: they are buttons). */
export function Faq() {
  const { t } = useTranslation('landing');
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());

  const toggle = (question: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(question)) next.delete(question);
      else next.add(question);
      return next;
    });

  return (
    <section className={styles.faq} aria-labelledby={`${baseId}-heading`}>
      <h2 id={`${baseId}-heading`}>{t('faq.heading')}</h2>
      <ol className={styles.list}>
        {QUESTIONS.map((question, index) => {
          const expanded = open.has(question);
          const answerId = `${baseId}-${question}`;
          return (
            <li key={question} className={styles.item}>
              <h3 className={styles.question}>
                <button
                  type="button"
                  className={styles.toggle}
                  aria-expanded={expanded}
                  aria-controls={answerId}
                  onClick={() => toggle(question)}
                >
                  <span className={styles.number} aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className={styles.text}>
                    <span className="visually-hidden">{`${index + 1}.`}</span> {t(`faq.${question}.question`)}
                  </span>
                  <Icon lines={chevronDownLines} size={22} className={styles.chevron} />
                </button>
              </h3>
              <div id={answerId} className={styles.answer} hidden={!expanded}>
                <p>{t(`faq.${question}.answer`)}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
