import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../src/i18n';
import type { Car } from '../../../src/api/cars';
import { CarSpecificationPanel } from '../../../src/product/CarSpecificationPanel';
import { CarCard } from '../../../src/features/profile/CarCard';
import { renderWithProviders } from '../../support/render';

const spec: Car = {
  id: 'car-1',
  ownerId: 'seller-1',
  operatingMode: 'Firehjulstrekk',
  expectedPrice: null,
  imagePaths: [],
  status: 'Vurdering',
  make: 'Tesla',
  model: 'Model 3',
  registrationNumber: 'EL99999',
  firstTimeRegisteredInNorway: '2020-01-15',
  nextEUControl: '2026-03-01',
  kilometers: 45000,
  engineType: 'Bensin',
  engineVolume: 1998.0,
  weight: 1850,
  bodywork: 'Sedan',
  gearboxType: 'Automat',
  numberOfSeats: 5,
  numberOfDoors: 4,
  color: 'Hvit',
  additionalInformation: null,
};

const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('CarSpecificationPanel', () => {
  it('shows every spec field, dates with dots', () => {
    render(<CarSpecificationPanel car={spec} />);
    expect(valueOf('Make')).toHaveTextContent('Tesla');
    expect(valueOf('Model')).toHaveTextContent('Model 3');
    expect(valueOf('First registered')).toHaveTextContent('15.01.2020');
    expect(valueOf('Next EU control')).toHaveTextContent('01.03.2026');
    expect(valueOf('Kilometers')).toHaveTextContent(/^45\s000 km$/);
    expect(valueOf('Registration number')).toHaveTextContent('EL99999');
    expect(valueOf('Fuel')).toHaveTextContent('Petrol');
    expect(valueOf('Engine volume')).toHaveTextContent(/^1\s998 cm³$/);
    expect(valueOf('Weight')).toHaveTextContent(/^1\s850 kg$/);
    expect(valueOf('Bodywork')).toHaveTextContent('Saloon');
    expect(valueOf('Gearbox type')).toHaveTextContent('Automatic');
    expect(valueOf('Drive type')).toHaveTextContent('Four-wheel drive');
    expect(valueOf('Number of seats')).toHaveTextContent('5');
    expect(valueOf('Number of doors')).toHaveTextContent('4');
    expect(valueOf('Color')).toHaveTextContent('White');
  });

  it('shows a value the product does not know as the backend wrote it, and no drive as a dash', () => {
    render(
      <CarSpecificationPanel
        car={{ ...spec, bodywork: 'Veteranbil', color: 'Mørk grønn', operatingMode: null }}
      />,
    );
    expect(valueOf('Bodywork')).toHaveTextContent(/^Veteranbil$/);
    expect(valueOf('Color')).toHaveTextContent(/^Mørk grønn$/);
    expect(valueOf('Drive type')).toHaveTextContent(/^–$/);
  });

  it("shows the electric icon only for 'Elektrisk' and the manual icon only for 'Manuell'", () => {
    const { rerender } = render(<CarSpecificationPanel car={spec} />);
    expect(screen.queryByRole('img', { name: 'Electric car' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Manual gearbox' })).not.toBeInTheDocument();
    rerender(<CarSpecificationPanel car={{ ...spec, engineType: 'Elektrisk', gearboxType: 'Manuell' }} />);
    expect(screen.getByRole('img', { name: 'Electric car' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Manual gearbox' })).toBeInTheDocument();
  });

  it('shows the additional information only when there is some', () => {
    const { rerender } = render(<CarSpecificationPanel car={spec} />);
    expect(screen.queryByRole('heading', { name: 'Additional information' })).not.toBeInTheDocument();
    rerender(<CarSpecificationPanel car={{ ...spec, additionalInformation: '   ' }} />);
    expect(screen.queryByRole('heading', { name: 'Additional information' })).not.toBeInTheDocument();
    rerender(<CarSpecificationPanel car={{ ...spec, additionalInformation: 'Vinterhjul følger med' }} />);
    expect(screen.getByRole('heading', { name: 'Additional information' })).toBeInTheDocument();
    expect(screen.getByText('Vinterhjul følger med')).toBeInTheDocument();
  });

  it('speaks Norwegian too', async () => {
    await i18n.changeLanguage('no');
    render(<CarSpecificationPanel car={{ ...spec, gearboxType: 'Manuell' }} />);
    expect(valueOf('Merke')).toHaveTextContent('Tesla');
    expect(valueOf('Girkasse')).toHaveTextContent('Manuell');
    expect(valueOf('Hjuldrift')).toHaveTextContent('Firehjulstrekk');
    expect(valueOf('Karosseri')).toHaveTextContent('Sedan');
    expect(valueOf('Farge')).toHaveTextContent('Hvit');
    expect(screen.getByRole('img', { name: 'Manuell girkasse' })).toBeInTheDocument();
  });

  describe('an overdue EU control (issue 30)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    // Noon in Norway on 1 June 2026.
    const today = () => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-01T10:00:00Z') });

    it('is flagged in words beside the date, and a control still ahead is not', () => {
      today();
      const { rerender } = render(<CarSpecificationPanel car={{ ...spec, nextEUControl: '2026-05-31' }} />);
      expect(valueOf('Next EU control')).toHaveTextContent(/^31\.05\.2026\s*EU control overdue$/);
      rerender(<CarSpecificationPanel car={{ ...spec, nextEUControl: '2026-06-01' }} />);
      expect(valueOf('Next EU control')).toHaveTextContent(/^01\.06\.2026$/);
      rerender(<CarSpecificationPanel car={{ ...spec, nextEUControl: '1111-11-11' }} />);
      expect(screen.queryByText('EU control overdue')).not.toBeInTheDocument();
    });

    it("is flagged in Norwegian, and on the seller's car card", async () => {
      today();
      await i18n.changeLanguage('no');
      render(<CarSpecificationPanel car={{ ...spec, nextEUControl: '2026-01-15' }} />);
      expect(valueOf('Neste EU-kontroll')).toHaveTextContent(/EU-kontrollen er forfalt$/);
      renderWithProviders(<CarCard car={{ ...spec, nextEUControl: '2026-01-15' }} />);
      expect(screen.getAllByText('EU-kontrollen er forfalt')).toHaveLength(2);
    });
  });
});
