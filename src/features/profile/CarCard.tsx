import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Car } from '../../api/cars';
import { isEuControlOverdue, knownMakeModel } from '../../rules/carFacts';
import { todayInNorway } from '../../lib/norwegianTime';
import { paths } from '../../paths';
import { CarStatusPill } from '../../product/CarStatusPill';
import { SaleResult } from '../../product/SaleResult';
import styles from './CarCard.module.css';

/** Spec §2: a car on auction links to its auction, any other to its car page. */
export function CarCard({ car }: { car: Car }) {
  const { t } = useTranslation('profile');
  const photo = car.imagePaths[0];
  const target = car.status === 'Auksjon' ? paths.auction(car.id) : paths.car(car.id);
  return (
    <Link to={target} className={styles.card}>
      <div className={styles.photoBox}>
        {photo ? (
          <img className={styles.photo} src={photo} alt="" loading="lazy" />
        ) : (
          <span className={styles.noPhoto}>{t('cars.noPhoto')}</span>
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{knownMakeModel(car.make, car.model) ?? t('cars.unknownCar')}</h3>
        <p className={styles.line}>{t('cars.registrationNumber', { value: car.registrationNumber })}</p>
        {isEuControlOverdue(car.nextEUControl, todayInNorway()) && (
          <p className={styles.overdue}>{t('cars.euControlOverdue')}</p>
        )}
        <CarStatusPill car={car} />
        {car.status === 'Solgt' && <SaleResult carId={car.id} />}
      </div>
    </Link>
  );
}
