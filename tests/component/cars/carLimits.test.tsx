import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AddCarPage } from '../../../src/features/cars/AddCarPage';
import { userKey, userSchema } from '../../../src/api/users';
import { i18n } from '../../../src/i18n';
import { server } from '../../msw/server';
import { signIn, testQueryClient } from '../../support/appUnderTest';
import { car, ids, sellerUser } from '../../support/fixtures';
import { renderWithProviders } from '../../support/render';
import { makeToken } from '../../support/tokens';
import { fillCarForm } from './carFormHelpers';

function renderAddCar() {
  const seller = userSchema.parse(sellerUser());
  signIn(makeToken(), seller.id);
  const queryClient = testQueryClient();
  queryClient.setQueryData(userKey(seller.id), seller);
  const sent: unknown[] = [];
  server.use(
    http.post('/api/v1/cars/add-complete-user', async ({ request }) => {
      sent.push(await request.formData());
      return HttpResponse.json(car());
    }),
  );
  const view = renderWithProviders(<AddCarPage />, {
    path: `/user/${ids.seller}/add-car`,
    route: '/user/:id/add-car',
    userOptions: { delay: null },
    queryClient,
  });
  return { ...view, sent };
}

async function replace(user: ReturnType<typeof renderAddCar>['user'], label: RegExp, text: string) {
  await user.clear(screen.getByLabelText(label));
  await user.type(screen.getByLabelText(label), text);
}

describe('add car: the limits a real car has, said before sending', { timeout: 90000 }, () => {
  it('refuses 999 doors, 0 seats and a marked-up registration number, and sends nothing', async () => {
    const { user, sent } = renderAddCar();
    // Each number field says its range before anything is typed.
    expect(screen.getByLabelText(/^Number of doors/)).toHaveAccessibleDescription('From 1 to 6');
    expect(screen.getByLabelText(/^Number of seats/)).toHaveAccessibleDescription('From 1 to 9');
    expect(screen.getByLabelText(/^Kilometers/)).toHaveAccessibleDescription('From 0 to 2,000,000');
    await fillCarForm(user);
    await replace(user, /^Number of doors/, '999');
    await replace(user, /^Number of seats/, '0');
    await replace(user, /^Registration number/, '<b>AB</b>123');
    await replace(user, /^Make/, 'T'.repeat(41));
    await user.click(screen.getByRole('button', { name: 'Add car' }));

    expect(screen.getByLabelText(/^Number of doors/)).toHaveAccessibleDescription(
      /Enter a number from 1 to 6/,
    );
    expect(screen.getByLabelText(/^Number of seats/)).toHaveAccessibleDescription(
      /Enter a number from 1 to 9/,
    );
    expect(screen.getByLabelText(/^Registration number/)).toHaveAccessibleDescription(
      /Letters and digits only, 2 to 8 of them/,
    );
    expect(screen.getByLabelText(/^Make/)).toHaveAccessibleDescription(/Too long: at most 40 characters/);
    expect(screen.getByLabelText(/^Make/)).toHaveValue('T'.repeat(41));
    expect(sent).toHaveLength(0);
  });

  it('refuses a first registration before 1900 and an EU control more than 4 years ahead', async () => {
    const { user, sent } = renderAddCar();
    await fillCarForm(user);
    await replace(user, /^First time registered in Norway/, '18991231');
    await replace(user, /^Next EU control/, `${new Date().getFullYear() + 5}0101`);
    await user.click(screen.getByRole('button', { name: 'Add car' }));
    expect(screen.getByLabelText(/^First time registered in Norway/)).toHaveAccessibleDescription(
      /A date from 1900 on/,
    );
    expect(screen.getByLabelText(/^Next EU control/)).toHaveAccessibleDescription(
      /The next EU control is at most 4 years ahead/,
    );
    expect(sent).toHaveLength(0);
  });

  it('says the ranges and refusals in Norwegian', async () => {
    await i18n.changeLanguage('no');
    const { user, sent } = renderAddCar();
    expect(screen.getByLabelText(/^Antall seter/)).toHaveAccessibleDescription('Fra 1 til 9');
    await user.type(screen.getByLabelText(/^Antall seter/), '12');
    await user.type(screen.getByLabelText(/^Registreringsnummer/), 'AB-123');
    await user.click(screen.getByRole('button', { name: 'Legg til bil' }));
    expect(screen.getByLabelText(/^Antall seter/)).toHaveAccessibleDescription(/Skriv et tall fra 1 til 9/);
    expect(screen.getByLabelText(/^Registreringsnummer/)).toHaveAccessibleDescription(
      /Bare bokstaver og sifre, 2 til 8 av dem/,
    );
    expect(sent).toHaveLength(0);
  });
});
