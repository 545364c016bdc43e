import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { jsonPartOf } from '../../support/multipart';

/** Fills every required field of the car form with valid values (gearbox and drive keep their defaults). */
export async function fillCarForm(user: UserEvent) {
  await user.type(screen.getByLabelText(/^Make/), 'Tesla');
  await user.type(screen.getByLabelText(/^Model/), 'Model 3');
  await user.type(screen.getByLabelText(/^Registration number/), 'EL99999');
  await user.type(screen.getByLabelText(/^First time registered in Norway/), '20200115');
  await user.type(screen.getByLabelText(/^Next EU control/), '20260301');
  await user.type(screen.getByLabelText(/^Kilometers/), '45000');
  await user.selectOptions(screen.getByLabelText(/^Fuel/), 'Elektrisk');
  await user.type(screen.getByLabelText(/^Engine volume/), '0');
  await user.type(screen.getByLabelText(/^Weight/), '1850');
  await user.type(screen.getByLabelText(/^Bodywork/), 'Sedan');
  await user.type(screen.getByLabelText(/^Number of doors/), '4');
  await user.type(screen.getByLabelText(/^Number of seats/), '5');
  await user.type(screen.getByLabelText(/^Color/), 'Hvit');
}

/** The JSON carData part of a multipart car request (needs `withNodeMultipart()` in the test file). */
export async function readCarData(form: FormData): Promise<unknown> {
  const carData = await jsonPartOf(form, 'carData');
  if (carData === undefined)
    throw new Error('carData must be a JSON part with Content-Type application/json');
  return carData;
}
