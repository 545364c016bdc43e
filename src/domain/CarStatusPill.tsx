import { useTranslation } from 'react-i18next';
import type { CarStatus } from '../api/cars';
import { Pill, type PillTone } from '../ui/Pill';

const TONES: Record<CarStatus, PillTone> = {
  Vurdering: 'brand',
  Auksjon: 'warning',
  Solgt: 'success',
  Annet: 'muted',
};

/**
 * A car's status (spec §5), read as 'Status: …' by everyone: beside a page heading the word shows,
 * on a card only screen readers hear it.
 */
export function CarStatusPill({ status, size = 'small' }: { status: CarStatus; size?: 'small' | 'large' }) {
  const { t } = useTranslation('cars');
  const label = t(`status.${status}`);
  return (
    <Pill tone={TONES[status]} size={size}>
      {size === 'large' ? (
        t('statusLabel', { status: label })
      ) : (
        <>
          <span className="visually-hidden">{t('statusPrefix')}</span>
          {label}
        </>
      )}
    </Pill>
  );
}
