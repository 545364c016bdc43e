import { useTranslation } from 'react-i18next';

/** A titled page for screens that have not landed yet. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section>
      <h1>{title}</h1>
      <p>{t('placeholderPage')}</p>
    </section>
  );
}
