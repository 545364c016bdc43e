import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { settle } from './settle';
import { DEMO_PASSWORD, type LoginAnswer, type TestControls } from './testControls';

/** The operator of the demo world (dev-backend/README.md, demo logins). */
export const OPERATOR_EMAIL = 'admin@demo.no';

/**
 * What an operator does through the real API (contract §14.2), as the console would: none of it
 * is broadcast, so the pages under test learn of it only as production lets them.
 */
export class Operator {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly session: LoginAnswer,
  ) {}

  /** Logs in as the demo operator, or as another operator of the demo world (`superadmin@demo.no`). */
  static async login(
    request: APIRequestContext,
    controls: TestControls,
    email: string = OPERATOR_EMAIL,
  ): Promise<Operator> {
    return new Operator(request, await controls.login(email, DEMO_PASSWORD));
  }

  private get headers() {
    return { Authorization: `Bearer ${this.session.token}` };
  }

  /** `PATCH /users/{id}/set-lock`: a company's value is copied to its current representatives. */
  async setLock(userId: string, locked: boolean): Promise<void> {
    const response = await this.request.patch(`/api/v1/users/${userId}/set-lock?isLocked=${locked}`, {
      headers: this.headers,
    });
    expect(response.status(), `set-lock answered ${response.status()}`).toBe(204);
  }

  /** `PUT /auctions/{id}?status=` with a display value (`Deaktivert` pauses). */
  async setAuctionStatus(auctionId: string, status: 'Aktivt' | 'Deaktivert' | 'Avsluttet'): Promise<void> {
    const response = await this.request.put(`/api/v1/auctions/${auctionId}?status=${status}`, {
      headers: this.headers,
    });
    expect(response.status(), `auction status answered ${response.status()}`).toBe(200);
  }

  /** `GET /auctions/{id}`: the auction's stored terms, as the board's dialogs read them. */
  async readTerms(auctionId: string): Promise<StoredTerms> {
    const read = await this.request.get(`/api/v1/auctions/${auctionId}`, { headers: this.headers });
    expect(read.ok(), `GET /auctions/{id} answered ${read.status()}`).toBe(true);
    return (await read.json()) as StoredTerms;
  }

  /** `PUT /auctions` with the stored terms and `changes` over them, as the board's Edit sends: not broadcast. */
  async changeTerms(auctionId: string, changes: Partial<Omit<StoredTerms, 'id'>>): Promise<void> {
    const { startingPrice, minimalStep, expectedPrice, endDateTime } = {
      ...(await this.readTerms(auctionId)),
      ...changes,
    };
    const response = await this.request.put('/api/v1/auctions', {
      headers: this.headers,
      data: { id: auctionId, startingPrice, minimalStep, expectedPrice, endDateTime },
    });
    expect(response.status(), `PUT /auctions answered ${response.status()}`).toBe(200);
  }

  /** `GET /users/{id}`: any user, as the console reads one. */
  async readUser(userId: string): Promise<StoredUser> {
    const read = await this.request.get(`/api/v1/users/${userId}`, { headers: this.headers });
    expect(read.ok(), `GET /users/{id} answered ${read.status()}`).toBe(true);
    return (await read.json()) as StoredUser;
  }

  /**
   * `PUT /users/as-admin` with the user as stored and `changes` over it, as the console's "Change
   * name, phone or address" sends (contract §4.6).
   */
  async editUser(userId: string, changes: UserChanges): Promise<void> {
    const stored = await this.readUser(userId);
    const address = stored.address ? { ...stored.address, ...changes.address } : undefined;
    const response = await this.request.put('/api/v1/users/as-admin', {
      headers: this.headers,
      data: { ...stored, ...changes, address },
    });
    expect(response.status(), `PUT /users/as-admin answered ${response.status()}`).toBe(200);
  }

  /** A new representative of a company, created by the operator (the company may be locked). */
  async addRepresentative(companyId: string, email: string): Promise<void> {
    const response = await this.request.post('/api/v1/users/register-representative', {
      headers: this.headers,
      data: {
        name: 'Nina Nybyder',
        phoneNumber: '+4790000123',
        email,
        password: DEMO_PASSWORD,
        buyerCompanyId: companyId,
      },
    });
    expect(response.ok(), `register-representative answered ${response.status()}`).toBe(true);
  }
}

/** An auction's terms as `GET /auctions/{id}` answers them. */
export interface StoredTerms {
  id: string;
  startingPrice: number;
  minimalStep: number;
  expectedPrice: number;
  endDateTime: string;
}

interface Address {
  streetAddress: string;
  postalCode: string;
  postalLocation: string;
  country?: string;
}

/** A user as `GET /users/{id}` answers an operator (contract §4.6): a seller's and a company's with an address. */
export interface StoredUser {
  id: string;
  role: string;
  name: string;
  phoneNumber: string;
  email: string;
  address?: Address | null;
}

export type UserChanges = Partial<Pick<StoredUser, 'name' | 'phoneNumber'>> & { address?: Partial<Address> };

type Language = 'no' | 'en';

const CONSOLE_TEXTS = {
  en: {
    applications: 'Applications',
    findApplication: 'Find an application',
    waiting: /cars? waiting for review$/,
    found: /^1 of [\d\s\u00a0,.]+ cars? found$/,
  },
  no: {
    applications: 'Søknader',
    findApplication: 'Finn en søknad',
    waiting: /biler? venter på vurdering$/,
    found: /^1 av [\d\s\u00a0,.]+ biler? funnet$/,
  },
} as const;

/** The operator's console in the browser, read in one language (the page object of tests/README.md). */
export class OperatorConsole {
  constructor(
    private readonly page: Page,
    private readonly language: Language,
  ) {}

  private get texts() {
    return CONSOLE_TEXTS[this.language];
  }

  /** Opens the applications queue and waits until the whole queue is read. */
  async openApplications(): Promise<void> {
    await this.page.goto(`/admin/applications?lng=${this.language}`);
    await settle(this.page);
    await expect(this.page.getByRole('heading', { level: 1, name: this.texts.applications })).toBeVisible();
    await expect(this.page.getByText(this.texts.waiting)).toBeVisible();
  }

  /**
   * Opens the users section with one user found by e-mail, as a link from the console would, and
   * answers the user's card once the console has read every user (contract §9: a chunk of its own,
   * and one read of every user, hence the longer wait).
   */
  async findUser(email: string, name: string): Promise<Locator> {
    await this.page.goto(`/admin/users?q=${encodeURIComponent(email)}&lng=${this.language}`);
    const card = this.page.getByRole('article', { name });
    await expect(card).toBeVisible({ timeout: 30_000 });
    return card;
  }

  /**
   * Finds an application by its registration number, however long the queue, and answers its card:
   * the queue's own search, as an operator would use it.
   */
  async findApplication(registrationNumber: string): Promise<Locator> {
    await this.page.getByRole('searchbox', { name: this.texts.findApplication }).fill(registrationNumber);
    await expect(this.page.getByText(this.texts.found)).toBeVisible();
    const card = this.page.getByRole('article', { name: new RegExp(registrationNumber) });
    await expect(card).toBeVisible();
    return card;
  }
}
