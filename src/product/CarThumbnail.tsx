import { useTranslation } from 'react-i18next';
import styles from './CarThumbnail.module.css';

interface CarThumbnailProps {
  url: string | null | undefined;
  /** The picture's size as served (it fills its frame, 4:3); keeps the layout from shifting. */
  width: number;
  height: number;
}

/** An auction's picture, filling the frame its parent gives it, or words where there is none. */
export function CarThumbnail({ url, width, height }: CarThumbnailProps) {
  return url ? (
    <img
      className={styles.picture}
      src={url}
      alt=""
      loading="lazy"
      decoding="async"
      width={width}
      height={height}
    />
  ) : (
    <NoImage />
  );
}

/** Its own component, so that a card with a picture does not look up words it does not show. */
function NoImage() {
  const { t } = useTranslation('auctions');
  return <span className={styles.noImage}>{t('card.noImage')}</span>;
}
