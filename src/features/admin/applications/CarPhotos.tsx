import { useTranslation } from 'react-i18next';
import styles from './CarPhotos.module.css';

/** The application's photos as a row of thumbnails, each opening the full picture in a new tab. */
export function CarPhotos({ urls }: { urls: readonly string[] }) {
  const { t } = useTranslation('admin');
  if (urls.length === 0) return <p className={styles.none}>{t('applications.noPhotos')}</p>;
  return (
    <ul className={styles.photos} aria-label={t('applications.photos', { count: urls.length })}>
      {urls.map((url, index) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noopener noreferrer" className={styles.link}>
            <img
              src={url}
              alt={t('applications.photo', { number: index + 1 })}
              loading="lazy"
              width={120}
              height={90}
              className={styles.photo}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
