import { expect, type APIRequestContext } from '@playwright/test';

/** Named ids of the stand-in backend's seed (`GET /__test/fixtures`). */
export interface SeedFixtures {
  sellerId: string;
  companyId: string;
  lockedCompanyId: string;
  rep1Id: string;
  rep2Id: string;
  endingSoonCarId: string;
  longHistoryCarId: string;
  pausedCarId: string;
  activeCarIds: string[];
  finishedCarIds: string[];
  sellerCarIdsByStatus: Record<'Vurdering' | 'Auksjon' | 'Solgt' | 'Annet', string[]>;
}

export interface HttpFault {
  count?: number;
  status?: number;
  body?: string;
  contentType?: string;
  delayMs?: number;
  noAnswer?: boolean;
  pathPrefix?: string;
}

export interface LoginAnswer {
  token: string;
  userId: string;
  role: string;
}

export const DEMO_PASSWORD = 'demopass1';
export const DEMO = {
  seller: 'selger@demo.no',
  company: 'firma@demo.no',
  rep1: 'rep1@demo.no',
  rep2: 'rep2@demo.no',
  lockedCompany: 'venter@demo.no',
  admin: 'admin@demo.no',
} as const;

/** The stand-in backend's `/__test/*` controls and a few plain API calls, for arranging a test. */
export class TestControls {
  constructor(private readonly request: APIRequestContext) {}

  private async post(path: string, data: unknown = {}): Promise<unknown> {
    const response = await this.request.post(path, { data });
    expect(response.ok(), `${path} answered ${response.status()} ${await response.text()}`).toBe(true);
    return response.json();
  }

  reset = () => this.post('/__test/reset');
  fixtures = async (): Promise<SeedFixtures> => {
    const response = await this.request.get('/__test/fixtures');
    expect(response.ok()).toBe(true);
    return (await response.json()) as SeedFixtures;
  };
  dropWebSockets = () => this.post('/__test/ws/drop');
  refuseWebSockets = (durationMs: number) => this.post('/__test/ws/refuse', { durationMs });
  webSocketStats = async (): Promise<{ openSockets: number; subscriptions: number }> => {
    const response = await this.request.get('/__test/ws/stats');
    return (await response.json()) as { openSockets: number; subscriptions: number };
  };
  httpFault = (fault: HttpFault) => this.post('/__test/http/fault', fault);
  /** Holds back the answers to the next `count` matching requests until released (or the client goes away). */
  holdAnswers = (hold: { count?: number; pathPrefix?: string }) => this.post('/__test/http/hold', hold);
  releaseAnswers = () => this.post('/__test/http/release');
  setAuctionEnd = (carId: string, endDateTime: Date) =>
    this.post('/__test/auction/end-time', { carId, endDateTime: endDateTime.toISOString() });
  setAuctionStatus = (carId: string, status: 'ACTIVE' | 'FINISHED' | 'DISABLED') =>
    this.post('/__test/auction/status', { carId, status });
  seedBids = (carId: string, count: number) => this.post('/__test/auction/seed-bids', { carId, count });
  simulate = (carId: string, perSecond: number, durationMs: number) =>
    this.post('/__test/auction/simulate', { carId, perSecond, durationMs });
  pushToTopic = (destination: string, body: string) => this.post('/__test/topic/push', { destination, body });
  setJwtTtl = (seconds: number) => this.post('/__test/jwt-ttl', { seconds });
  lockUser = (userId: string, locked: boolean) => this.post('/__test/user/lock', { userId, locked });
  /** The large data set on top of the demo world: 5,000 users, 2,000 cars, 500 auctions (dev-backend/README.md). */
  seedLargeData = () => this.post('/__test/seed/large');
  /** How long the road-authority lookup of later quick submissions takes. */
  setLookupDelay = (delayMs: number) => this.post('/__test/lookup', { delayMs });

  /**
   * A quick submission as the landing page's dialog sends it (contract §4.2, §6.4): a new one-time
   * seller, then its car, without photos. Answers the seller's id.
   */
  async submitQuickly(
    seller: { name: string; phoneNumber: string },
    registrationNumber: string,
  ): Promise<string> {
    const registered = await this.request.post('/api/v1/users/register-one-time-seller', { data: seller });
    expect(registered.ok(), `register-one-time-seller answered ${registered.status()}`).toBe(true);
    const { userId } = (await registered.json()) as { userId: string };
    const carData = { ownerId: userId, registrationNumber, kilometers: 90_000, expectedPrice: 80_000 };
    const submitted = await this.request.post('/api/v1/cars/add-simplified', {
      multipart: {
        carData: {
          name: 'carData',
          mimeType: 'application/json',
          buffer: Buffer.from(JSON.stringify(carData)),
        },
      },
    });
    expect(submitted.ok(), `add-simplified answered ${submitted.status()}`).toBe(true);
    return userId;
  }

  async login(email: string, password = DEMO_PASSWORD): Promise<LoginAnswer> {
    const response = await this.request.post('/api/v1/users/login', { data: { email, password } });
    expect(response.ok(), `login of ${email}`).toBe(true);
    return (await response.json()) as LoginAnswer;
  }

  /** A GET of the real API as the given user; `data` unwrapped when the answer is wrapped. */
  async apiGet<T>(path: string, token?: string): Promise<T> {
    const response = await this.request.get(path, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
    return (await response.json()) as T;
  }

  auctionByCar = (carId: string, token: string) =>
    this.apiGet<FullAuction>(`/api/v1/auctions/by-car/${carId}`, token);

  /**
   * An active auction far from its end (no anti-sniping), with or without bids; with bids, one the
   * caller (a demo representative) does not lead, since the room asks a leader before a bid.
   */
  async quietAuction(seed: SeedFixtures, token: string, withBids: boolean): Promise<FullAuction> {
    const caller = callerId(seed, token);
    for (const carId of [...seed.activeCarIds].reverse()) {
      if (carId === seed.endingSoonCarId || carId === seed.longHistoryCarId) continue;
      const auction = await this.auctionByCar(carId, token);
      const hoursLeft = (Date.parse(auction.endDateTime) - Date.now()) / 3_600_000;
      const ledByCaller = auction.highestBid !== null && auction.highestBid.bidderId === caller;
      if (
        auction.status === 'ACTIVE' &&
        hoursLeft > 2 &&
        (auction.highestBid !== null) === withBids &&
        !ledByCaller
      )
        return auction;
    }
    throw new Error(`the seed has no quiet active auction ${withBids ? 'with' : 'without'} bids`);
  }

  async apiPost<T>(path: string, token: string, data: unknown): Promise<T> {
    const response = await this.request.post(path, { data, headers: { Authorization: `Bearer ${token}` } });
    expect(response.ok(), `${path} answered ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  }

  /** A PUT of the real API as the given user, with a JSON body; answers the parsed answer. */
  async apiPut<T>(path: string, token: string, data: unknown): Promise<T> {
    const response = await this.request.put(path, { data, headers: { Authorization: `Bearer ${token}` } });
    expect(response.ok(), `${path} answered ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  }

  /** `PUT /cars` as the car forms send it (multipart `carData`, no new photo), as the given user. */
  async updateCar(token: string, car: Record<string, unknown>): Promise<void> {
    const response = await this.request.put('/api/v1/cars', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        carData: { name: 'carData', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(car)) },
      },
    });
    expect(response.status(), `PUT /cars answered ${response.status()}`).toBe(200);
  }
}

/** The demo representative a token belongs to (its `sub` is the e-mail, contract §1.2), else null. */
function callerId(seed: SeedFixtures, token: string): string | null {
  const payload = token.split('.')[1] ?? '';
  const { sub } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: string };
  if (sub === DEMO.rep1) return seed.rep1Id;
  if (sub === DEMO.rep2) return seed.rep2Id;
  return null;
}

/** The full auction (contract shape B), as `GET /api/v1/auctions/by-car/{carId}` answers it. */
export interface FullAuction {
  id: string;
  startingPrice: number;
  minimalStep: number;
  endDateTime: string;
  status: string;
  highestBid: { bidderId: string; amount: number } | null;
  bids: { bidderId: string; amount: number; placedAt: string }[];
  autoBids: { bidderId: string; limitAmount: number; placedAt: string }[];
  carDetails: { carId: string; makeModel: string };
}

/** The lowest acceptable manual bid (contract §7.4). */
export const minimumBid = (auction: FullAuction): number =>
  auction.highestBid ? auction.highestBid.amount + auction.minimalStep : auction.startingPrice;
