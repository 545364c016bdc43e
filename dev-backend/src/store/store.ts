import type { Auction, Car, User } from './model.js';

/** The in-memory database. Map insertion order stands in for production's unsorted DB order. */
export class Store {
  readonly users = new Map<string, User>();
  readonly cars = new Map<string, Car>();
  readonly auctions = new Map<string, Auction>();

  clear(): void {
    this.users.clear();
    this.cars.clear();
    this.auctions.clear();
  }

  userByEmail(email: string): User | undefined {
    for (const user of this.users.values()) if (user.email === email) return user;
    return undefined;
  }

  auctionByCar(carId: string): Auction | undefined {
    for (const auction of this.auctions.values()) if (auction.carDetails.carId === carId) return auction;
    return undefined;
  }

  representativesOf(companyId: string): User[] {
    return [...this.users.values()].filter(
      (u) => u.role === 'BUYER_REPRESENTATIVE' && u.buyerCompanyId === companyId,
    );
  }

  carsOf(ownerId: string): Car[] {
    return [...this.cars.values()].filter((c) => c.ownerId === ownerId);
  }
}
