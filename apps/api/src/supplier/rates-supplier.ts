import type { PackagePrice, RoomAvailability, SandboxScenario } from '@clubstay/contract/rooms';
import type { SearchKey } from '@clubstay/contract/search';

/**
 * The hotel rates supplier (LiteAPI / Expedia Rapid style). A rates search for one hotel, stay and
 * party runs at the supplier for a few seconds; polling it returns the rooms found so far. Searches
 * are keyed by (hotelId, searchId): the same pair polls the same supplier search.
 *
 * Implementations: SandboxRatesSupplier (deterministic, in memory; the default and the tests'), and
 * an HTTP adapter once a supplier key is configured.
 */
export interface RatesSearchRequest {
  hotelId: number;
  searchId: string;
  stay: SearchKey;
  /** The total the traveller saw in the search result (from `es`); the guaranteed offer is measured against it. */
  seenTotal?: number | undefined;
  /** Sandbox only: a forced outcome. The routes pass it only when sandbox mode is on. */
  scenario?: SandboxScenario | undefined;
  /**
   * The guest's country of residence (ISO alpha-2) when the checkout knows it: rates restricted by
   * market answer ExpiredNi for a nationality they may not be sold to.
   */
  nationality?: string | undefined;
}

export interface SupplierPackage {
  id: string;
  roomId: number;
  price: PackagePrice;
  isRefundable: boolean;
  boarding: number;
  /** ISO 8601 in GMT for refundable packages. */
  cancellationDeadline: string | null;
  source: number;
  isCheapest: boolean;
}

export interface SupplierRoom {
  id: number;
  name: string;
  images: string[];
  facilities: string[];
  /** Cheapest first. */
  packages: SupplierPackage[];
}

export interface RatesPoll {
  tradable: boolean;
  isFinished: boolean;
  /** The rooms that have arrived so far. */
  rooms: SupplierRoom[];
  totalNights: number;
  /** The package priced like the search result (the guaranteed offer), whether or not it is still available. */
  guaranteed: { room: SupplierRoom; package: SupplierPackage };
}

export type OfferCheck =
  | {
      kind: 'offer';
      status: RoomAvailability;
      room: SupplierRoom;
      package: SupplierPackage;
      /** Current price against the price seen (or the price at search time), percent with 2 decimals. */
      priceChangePercent: number;
    }
  /** The supplier did not answer in time (the API answers 524). */
  | { kind: 'timeout' }
  | { kind: 'unknown-package' };

export interface RatesSupplier {
  /** Starts the supplier search, or joins the running one. Undefined when the hotel is unknown. */
  start(request: RatesSearchRequest): Promise<{ startedAt: number } | undefined>;
  /** What the search has so far (starting it when needed). */
  poll(request: RatesSearchRequest): Promise<RatesPoll | undefined>;
  /** Availability of one package: Pending while the search runs, then a definite status. */
  guaranteedOffer(request: RatesSearchRequest, packageId: string): Promise<OfferCheck | undefined>;
  /** Re-prices one package now (the checkout's price check): never Pending. */
  reprice(request: RatesSearchRequest, packageId: string): Promise<OfferCheck | undefined>;
}
