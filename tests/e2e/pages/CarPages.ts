import { expect, type Locator, type Page } from '@playwright/test';
import type { UploadFile } from '../support/files';
import { escapeRegExp, exactly, textsFor } from '../support/texts';
import { AppShell, type Language } from './AppShell';

export interface NewCar {
  make: string;
  model: string;
  registrationNumber: string;
  firstTimeRegisteredInNorway: string;
  nextEUControl: string;
  kilometers: number;
  fuel: string;
  engineVolume: number;
  drive: string;
  gearbox: string;
  weight: number;
  bodywork: string;
  doors: number;
  seats: number;
  color: string;
  expectedPrice: number;
  additionalInformation: string;
  photos: UploadFile[];
}

/** The seller's car screens: the own-cars list on the profile, the car form, the car page. */
export class CarPages {
  readonly shell: AppShell;
  private readonly t;

  constructor(
    readonly page: Page,
    readonly language: Language = 'en',
  ) {
    this.shell = new AppShell(page, language);
    this.t = textsFor(language);
  }

  private field(label: string): Locator {
    return this.page
      .locator('main#main')
      .getByLabel(new RegExp(`^${escapeRegExp(label)}`))
      .first();
  }

  ownCars(): Locator {
    return this.page.getByRole('region', { name: exactly(this.t.profile.cars.title) });
  }

  async openAddCarFromProfile(): Promise<void> {
    await this.ownCars()
      .getByRole('link', { name: exactly(this.t.profile.cars.addCar) })
      .first()
      .click();
    await expect(this.page.getByRole('heading', { level: 1, name: this.t.cars.form.addTitle })).toBeVisible();
  }

  async fillCarForm(car: NewCar): Promise<void> {
    const f = this.t.cars.form;
    // The gallery's input (Choose photos), not the camera's (Take a photo, `capture`).
    await this.page.locator('main#main input[type="file"]:not([capture])').setInputFiles(car.photos);
    await this.field(f.make).fill(car.make);
    await this.field(f.model).fill(car.model);
    await this.field(f.registrationNumber).fill(car.registrationNumber);
    await this.field(f.firstTimeRegisteredInNorway).pressSequentially(
      car.firstTimeRegisteredInNorway.replace(/-/g, ''),
    );
    await this.field(f.nextEUControl).pressSequentially(car.nextEUControl.replace(/-/g, ''));
    await this.field(f.kilometers).fill(String(car.kilometers));
    await this.field(f.engineType).selectOption({ label: car.fuel });
    await this.field(f.engineVolume).fill(String(car.engineVolume));
    await this.field(f.operatingMode).selectOption({ label: car.drive });
    await this.field(f.gearboxType).selectOption({ label: car.gearbox });
    await this.field(f.weight).fill(String(car.weight));
    await this.field(f.bodywork).fill(car.bodywork);
    await this.field(f.numberOfDoors).fill(String(car.doors));
    await this.field(f.numberOfSeats).fill(String(car.seats));
    await this.field(f.color).fill(car.color);
    await this.field(f.expectedPrice).fill(String(car.expectedPrice));
    await this.field(f.additionalInformation).fill(car.additionalInformation);
  }

  async submitNewCar(): Promise<void> {
    await this.page.getByRole('button', { name: exactly(this.t.cars.form.submitAdd) }).click();
  }

  async filterOwnCars(status: 'Vurdering' | 'Auksjon' | 'Solgt' | 'Annet'): Promise<void> {
    const filter = this.ownCars().getByRole('button', { name: exactly(this.t.cars.status[status]) });
    await filter.click();
    await expect(filter).toHaveAttribute('aria-pressed', 'true');
  }

  carCard(makeModel: string): Locator {
    return this.ownCars().getByRole('link').filter({ hasText: makeModel });
  }

  async editCar(changes: { model?: string; kilometers?: number }): Promise<void> {
    const c = this.t.cars;
    await this.page
      .getByRole('link', { name: exactly(c.carPage.edit) })
      .or(this.page.getByRole('button', { name: exactly(c.carPage.edit) }))
      .click();
    await expect(this.page.getByRole('heading', { level: 1, name: c.form.editTitle })).toBeVisible();
    if (changes.model !== undefined) await this.field(c.form.model).fill(changes.model);
    if (changes.kilometers !== undefined)
      await this.field(c.form.kilometers).fill(String(changes.kilometers));
    await this.page.getByRole('button', { name: exactly(c.form.submitEdit) }).click();
  }

  async deleteCar(): Promise<void> {
    const c = this.t.cars.carPage;
    await this.page.getByRole('button', { name: exactly(c.delete) }).click();
    const confirm = this.page.getByRole('alertdialog', { name: exactly(c.deleteTitle) });
    await expect(confirm).toContainText(
      'Are you sure you want to perform delete? All of the data will be permanently removed.',
    );
    await confirm.getByRole('button', { name: exactly(c.deleteConfirm) }).click();
  }
}
