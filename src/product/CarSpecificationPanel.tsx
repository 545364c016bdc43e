import { useId, type ReactNode } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Car } from '../api/cars';
import { isEuControlOverdue, isLookupDefault } from '../rules/carFacts';
import { formatDate } from '../lib/dates';
import { formatNumber } from '../lib/money';
import { todayInNorway } from '../lib/norwegianTime';
import { Icon } from '../ui/icons/Icon';
import styles from './CarSpecificationPanel.module.css';

export interface CarSpecificationPanelProps {
  car: Car;
  /** Heading text; defaults to the translated 'Car details'. */
  title?: string;
}

const ELECTRIC_FUEL = 'Elektrisk';
const MANUAL_GEARBOX = 'Manuell';
const DASH = '–';
/** The groups of car values the texts name (locales/{no,en}/cars.json). */
type KnownValues = 'fuel' | 'gearbox' | 'drive' | 'bodyworkValue' | 'colorValue';
/** A lightning bolt, and a manual gearbox's shift pattern with its three knobs (24 × 24). */
const ELECTRIC_SHAPES = 'M13 4l-6 9h4l-1 7 6-9h-4z';
const MANUAL_LINES = 'M7 7v10M12 7v10M17 7v5H7';
const MANUAL_SHAPES =
  'M5.6 7a1.4 1.4 0 1 0 2.8 0a1.4 1.4 0 1 0-2.8 0M10.6 7a1.4 1.4 0 1 0 2.8 0a1.4 1.4 0 1 0-2.8 0M15.6 7a1.4 1.4 0 1 0 2.8 0a1.4 1.4 0 1 0-2.8 0';

/** Spec §2 car specification panel, in the spec's order, with the electric and manual icons. */
export function CarSpecificationPanel({ car, title }: CarSpecificationPanelProps) {
  const { t, i18n } = useTranslation('cars');
  const headingId = useId();
  const isElectric = car.engineType?.trim().toLowerCase() === ELECTRIC_FUEL.toLowerCase();
  const isManual = car.gearboxType?.trim().toLowerCase() === MANUAL_GEARBOX.toLowerCase();

  // A failed road-authority lookup stores 1111-11-11, N/A and 0 (contract §14.3): unknown, not facts.
  const unknown = t('spec.unknown');
  const looked = <Value extends string | number | null | undefined>(
    value: Value,
    show: (value: Value) => string,
  ) => (isLookupDefault(value) ? unknown : show(value));
  const text = (value: string | null | undefined) =>
    looked(value, (known) => (known && known.trim() !== '' ? known : DASH));
  const date = (value: string | null | undefined) => looked(value, formatDate);
  const measure = (value: number | null | undefined, unit: 'km' | 'cm3' | 'kg') =>
    value === null || value === undefined ? DASH : t(`spec.${unit}`, { value: formatNumber(value) });
  const lookedMeasure = (value: number | null | undefined, unit: 'cm3' | 'kg') =>
    looked(value, (known) => measure(known, unit));
  const count = (value: number | null | undefined) =>
    looked(value, (known) => (known === null || known === undefined ? DASH : formatNumber(known)));
  // A value the product knows (the backend's enums, the road authority's usual names) in the
  // user's language; anything else as the backend wrote it.
  const known = (group: KnownValues, value: string | null | undefined) => {
    if (!value || value.trim() === '') return DASH;
    if (isLookupDefault(value)) return unknown;
    const key = `${group}.${value}`;
    return i18n.exists(key, { ns: 'cars' }) ? t(key as ParseKeys<'cars'>) : value;
  };

  const rows: { label: string; value: ReactNode }[] = [
    { label: t('spec.make'), value: text(car.make) },
    { label: t('spec.model'), value: text(car.model) },
    { label: t('spec.firstRegistered'), value: date(car.firstTimeRegisteredInNorway) },
    {
      label: t('spec.nextEUControl'),
      value: (
        <>
          {date(car.nextEUControl)}
          {isEuControlOverdue(car.nextEUControl, todayInNorway()) && (
            <span className={styles.overdue}>{t('spec.euControlOverdue')}</span>
          )}
        </>
      ),
    },
    { label: t('spec.kilometers'), value: measure(car.kilometers, 'km') },
    { label: t('spec.registrationNumber'), value: text(car.registrationNumber) },
    {
      label: t('spec.fuel'),
      value: (
        <>
          {known('fuel', car.engineType)}
          {isElectric && (
            <span
              role="img"
              aria-label={t('spec.electric')}
              title={t('spec.electric')}
              className={styles.electric}
            >
              <Icon shapes={ELECTRIC_SHAPES}>
                <circle className={styles.badge} cx="12" cy="12" r="11" />
              </Icon>
            </span>
          )}
        </>
      ),
    },
    {
      label: t('spec.engineVolume'),
      // An electric car has no engine volume: its 0 is a fact, shown as "none", not a failed lookup.
      value: isElectric && car.engineVolume === 0 ? DASH : lookedMeasure(car.engineVolume, 'cm3'),
    },
    { label: t('spec.weight'), value: lookedMeasure(car.weight, 'kg') },
    { label: t('spec.bodywork'), value: known('bodyworkValue', car.bodywork) },
    {
      label: t('spec.gearbox'),
      value: (
        <>
          {known('gearbox', car.gearboxType)}
          {isManual && (
            <span role="img" aria-label={t('spec.manual')} title={t('spec.manual')} className={styles.manual}>
              <Icon lines={MANUAL_LINES} shapes={MANUAL_SHAPES} strokeWidth={2}>
                <circle className={styles.badge} cx="12" cy="12" r="11" />
              </Icon>
            </span>
          )}
        </>
      ),
    },
    { label: t('spec.drive'), value: known('drive', car.operatingMode) },
    { label: t('spec.seats'), value: count(car.numberOfSeats) },
    { label: t('spec.doors'), value: count(car.numberOfDoors) },
    { label: t('spec.color'), value: known('colorValue', car.color) },
  ];
  const additional = car.additionalInformation?.trim();

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title ?? t('spec.title')}
      </h2>
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.label} className={styles.row}>
            <dt className={styles.term}>{row.label}</dt>
            <dd className={styles.value}>{row.value}</dd>
          </div>
        ))}
      </dl>
      {additional && (
        <div className={styles.additional}>
          <h3 className={styles.additionalTitle}>{t('spec.additionalInformation')}</h3>
          <p className={styles.additionalText}>{additional}</p>
        </div>
      )}
    </section>
  );
}
