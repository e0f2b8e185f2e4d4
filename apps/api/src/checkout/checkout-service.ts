import {
  CHECKOUT_STATUS,
  type CryptoNetwork,
  CHECKOUT_TIMING,
  type CheckoutInfo,
  type CheckResponse,
  type PaymentMethodKey,
} from '@clubstay/contract/checkout';
import { ROOM_AVAILABILITY, type SandboxScenario } from '@clubstay/contract/rooms';
import type { UiLanguage } from '@clubstay/contract/locales';
import type { Caller } from '#auth/caller.ts';
import type { Db, Queryable } from '#db/db.ts';
import { HttpError } from '#http.ts';
import { HOTEL_RECORD_COLUMNS, hotelAddress, hotelImages, type HotelRecord } from '#inventory/hotel-view.ts';
import { stayOfSearchId } from '#rooms/routes.ts';
import type { OfferCheck, RatesSearchRequest, RatesSupplier } from '#supplier/rates-supplier.ts';
import { mayRead, ownerOf, requireCheckoutAccess } from './access.ts';
import type { SupplierBooking } from '#supplier/supplier-booking.ts';
import { publicId, uuid } from './ids.ts';
import { checkoutInfoOf, guestDefaults, paymentMethodsOf } from './checkout-info.ts';
import { type BookInput, bookCheckout } from './book.ts';
import {
  type CheckoutRow,
  type HoldLimits,
  type PendingPrice,
  paymentTimingOf,
  policies,
  priceOf,
} from './checkout-row.ts';

/** Checks run this long at the supplier before answering (the page polls meanwhile). */
export const CHECK_DURATION_MS = 1200;
/** A paid booking waits this long for the hotel's confirmation (sandbox supplier). */
export const SUPPLIER_CONFIRM_MS = 3000;

/** Scenarios only the checkout honours (X-Sandbox-Scenario), besides the rates supplier's. */
export const CHECKOUT_SCENARIOS = ['refundability-changed'] as const;
export type CheckoutScenario = SandboxScenario | (typeof CHECKOUT_SCENARIOS)[number];

export interface CheckoutServiceDeps {
  db: Db;
  rates: RatesSupplier;
  supplierBooking: SupplierBooking;
  now: () => number;
  sandbox: boolean;
  /** Real Stripe publishable key; null means the Stripe-like sandbox. */
  stripePublishableKey: string | null;
  /** Whether a card provider is available (real keys, or the sandbox on). */
  cardsAvailable: boolean;
  /** Caps on open unpaid holds; null: none (a test harness booking everything from one address). */
  holdLimits: HoldLimits | null;
  /** The networks crypto is taken on (a real chain's, the sandbox's); none: no crypto. */
  cryptoNetworks: readonly CryptoNetwork[];
}

const iso = (value: Date | string | number) => new Date(value).toISOString();
const num = (value: string | number) => Number(value);

export class CheckoutService {
  constructor(private readonly deps: CheckoutServiceDeps) {}

  private nowIso() {
    return iso(this.deps.now());
  }

  /** The checkout behind a public id, if `caller` may read it; 404 otherwise (no existence leak). */
  async load(
    caller: Caller,
    checkoutId: string,
    db: Queryable = this.deps.db,
    lock = false,
  ): Promise<CheckoutRow> {
    const [row] = await db.query<CheckoutRow>(
      `select * from checkouts where public_id = $1${lock ? ' for update' : ''}`,
      [checkoutId],
    );
    if (!row || !mayRead(caller, row)) {
      throw new HttpError(404, 'No such checkout', [
        { field: 'checkoutId', code: 'not_found', message: 'No checkout with this id for you' },
      ]);
    }
    return row;
  }

  private ratesRequest(
    row: Pick<CheckoutRow, 'hotel_id' | 'search_id' | 'stay'>,
    scenario: SandboxScenario | undefined,
    nationality?: string,
  ): RatesSearchRequest {
    return {
      hotelId: row.hotel_id,
      searchId: row.search_id,
      stay: row.stay,
      scenario,
      ...(nationality ? { nationality } : {}),
    };
  }

  /** The supplier's scenario of a checkout scenario (checkout-only scenarios act on our side). */
  private supplierScenario(scenario: CheckoutScenario | undefined): SandboxScenario | undefined {
    return scenario && (CHECKOUT_SCENARIOS as readonly string[]).includes(scenario)
      ? undefined
      : (scenario as SandboxScenario | undefined);
  }

  async create(
    caller: Caller,
    body: {
      hotelId: number;
      searchRequestId: string;
      selectedPackageId: string;
      currency: string;
      es?: string | undefined;
    },
  ): Promise<{ checkoutId: string }> {
    requireCheckoutAccess(caller);
    const { stay } = stayOfSearchId(body.searchRequestId, 'body.searchRequestId', this.deps.now());
    const [hotel] = await this.deps.db.query<HotelRecord>(
      `select ${HOTEL_RECORD_COLUMNS} from hotels h left join places p on p.id = 'city-' || h.city_id where h.id = $1`,
      [body.hotelId],
    );
    if (!hotel)
      throw new HttpError(404, `No hotel ${body.hotelId}`, [
        { field: 'body.hotelId', code: 'not_found', message: 'No such hotel' },
      ]);
    // The package as the traveller chose it: a forced scenario acts on the checks that follow, as a
    // supplier whose offer moves between choosing and paying.
    const offer = await this.deps.rates.reprice(
      { hotelId: body.hotelId, searchId: body.searchRequestId, stay, scenario: undefined },
      body.selectedPackageId,
    );
    if (!offer || offer.kind !== 'offer') {
      throw new HttpError(404, 'Unknown package', [
        {
          field: 'body.selectedPackageId',
          code: 'not_found',
          message: 'No such package for this hotel and search',
        },
      ]);
    }
    const item = offer.package;
    const id = uuid();
    const checkoutId = publicId();
    const owner = ownerOf(caller);
    const now = this.deps.now();
    await this.deps.db.query(
      `insert into checkouts (id, public_id, white_label, customer_id, guest_id, hotel_id, search_id, package_id, room_id, es, stay,
         currency, hotel, room_name, boarding, is_refundable, cancellation_deadline, payment_timing, sale_price, tax_and_fees,
         pay_at_hotel_fee, credit_card_fee, last_status, expires_at, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, 0, $22, $23, $24, $24)`,
      [
        id,
        checkoutId,
        caller.whiteLabel,
        owner.customerId,
        owner.guestId,
        body.hotelId,
        body.searchRequestId,
        item.id,
        offer.room.id,
        body.es ?? null,
        JSON.stringify(stay),
        body.currency,
        JSON.stringify({
          name: hotel.name,
          stars: hotel.stars,
          address: hotelAddress(hotel),
          city: hotel.city_name ?? '',
          countryCode: hotel.country_code,
          image: hotelImages(hotel.id, hotel.images_count, 1)[0] ?? null,
        }),
        offer.room.name,
        item.boarding,
        item.isRefundable,
        item.cancellationDeadline,
        paymentTimingOf(hotel.stars, item.isRefundable),
        item.price.price,
        item.price.tax,
        item.price.fee,
        offer.status,
        iso(now + CHECKOUT_TIMING.checkoutTtlMs),
        iso(now),
      ],
    );
    return { checkoutId };
  }

  paymentMethods(row: Pick<CheckoutRow, 'payment_timing'>): PaymentMethodKey[] {
    return paymentMethodsOf(row, this.deps.cardsAvailable, this.deps.cryptoNetworks.length > 0);
  }

  async info(caller: Caller, checkoutId: string, language: UiLanguage): Promise<CheckoutInfo> {
    const row = await this.load(caller, checkoutId);
    const [booking] = row.booking_id
      ? await this.deps.db.query<{ offer_key: string; payment_method: string }>(
          'select offer_key, payment_method from bookings where id = $1',
          [row.booking_id],
        )
      : [];
    const offerKey = booking?.offer_key ?? null;
    const bookedPaymentMethod: PaymentMethodKey | null = booking
      ? booking.payment_method === 'crypto'
        ? 'crypto'
        : booking.payment_method === 'pay-at-hotel'
          ? 'payAtHotel'
          : 'card'
      : null;
    return checkoutInfoOf(row, {
      caller,
      language,
      offerKey,
      bookedPaymentMethod,
      paymentMethods: this.paymentMethods(row),
      stripePublishableKey: this.deps.stripePublishableKey,
      serverTime: this.nowIso(),
      guestDefaults: row.customer_id ? await guestDefaults(this.deps.db, row.customer_id) : null,
    });
  }

  /** What the supplier says now about the checkout's package, and what changed. */
  /** Re-prices the checkout's package with the supplier now (the check and book calls). */
  async recheck(row: CheckoutRow, scenario: CheckoutScenario | undefined, nationality?: string) {
    const offer: OfferCheck | undefined = await this.deps.rates.reprice(
      this.ratesRequest(row, this.supplierScenario(scenario), nationality),
      row.package_id,
    );
    if (!offer || offer.kind !== 'offer')
      return { status: CHECKOUT_STATUS.SoldOutRoom as number, pending: null };
    const now = this.deps.now();
    let isRefundable = offer.package.isRefundable;
    let deadline = offer.package.cancellationDeadline;
    // A free-cancellation deadline that passed while the traveller was on the page ends refundability.
    if (isRefundable && deadline && Date.parse(deadline) <= now) {
      isRefundable = false;
      deadline = null;
    }
    if (scenario === 'refundability-changed' && row.is_refundable) {
      isRefundable = false;
      deadline = null;
    }
    const salePrice = offer.package.price.price;
    const priceChanged = Math.abs(salePrice - num(row.sale_price)) >= 0.01;
    const refundabilityChanged = isRefundable !== row.is_refundable;
    const pending: PendingPrice | null =
      priceChanged || refundabilityChanged
        ? {
            salePrice,
            taxAndFees: offer.package.price.tax,
            payAtHotelFee: offer.package.price.fee,
            isRefundable,
            cancellationDeadline: deadline,
          }
        : null;
    let status: number =
      offer.status === ROOM_AVAILABILITY.Pending ? CHECKOUT_STATUS.Available : offer.status;
    // Rooms are finite: when the last ones went to other bookings, the room is sold out for this one.
    if (status === CHECKOUT_STATUS.Available) {
      const key = {
        hotelId: row.hotel_id,
        roomId: row.room_id,
        checkIn: row.stay.checkIn,
        checkOut: row.stay.checkOut,
      };
      if (!(await this.deps.supplierBooking.hasRooms(this.deps.db, key, row.stay.rooms.length)))
        status = CHECKOUT_STATUS.SoldOutRoom;
    }
    return { status, pending, priceChanged, refundabilityChanged };
  }

  /**
   * Whether a booking's room can still be had at the price it was booked at (a payment that came
   * after the hold completes the booking then): the supplier is asked again (its search started
   * anew when it expired meanwhile), the room must be available, price and cancellation unchanged.
   */
  async offerHolds(booking: { checkout_id: string }): Promise<boolean> {
    const [row] = await this.deps.db.query<CheckoutRow>('select * from checkouts where id = $1', [
      booking.checkout_id,
    ]);
    if (!row) return false;
    if (Date.parse(`${row.stay.checkIn}T00:00:00Z`) < this.deps.now() - 86_400_000) return false;
    await this.deps.rates.start(this.ratesRequest(row, undefined));
    const result = await this.recheck(row, undefined);
    return (
      result.status === CHECKOUT_STATUS.Available && !result.priceChanged && !result.refundabilityChanged
    );
  }

  private checkAnswer(
    row: CheckoutRow,
    status: number,
    isFinished: boolean,
    pending: PendingPrice | null,
  ): CheckResponse {
    const current = priceOf(row);
    const price = pending
      ? priceOf({
          sale_price: String(pending.salePrice),
          tax_and_fees: String(pending.taxAndFees),
          pay_at_hotel_fee: String(pending.payAtHotelFee),
          credit_card_fee: row.credit_card_fee,
        })
      : current;
    const isRefundable = pending ? pending.isRefundable : row.is_refundable;
    return {
      checkoutStatus: status,
      validPrice: pending && Math.abs(pending.salePrice - current.salePrice) >= 0.01 ? price.salePrice : 0,
      refundabilityChanged: pending ? pending.isRefundable !== row.is_refundable : false,
      isFinished,
      price,
      isRefundable,
      cancellationPolicies: policies(
        isRefundable,
        pending ? pending.cancellationDeadline : row.cancellation_deadline,
        price.salePrice,
      ),
    };
  }

  /**
   * The price and cancellation re-check (spec 2 §4). A check round takes CHECK_DURATION_MS at the
   * supplier: calls before that answer Pending (isFinished false), the first call after it re-prices
   * and stores what changed (to accept with /agree); the next call starts a new round. The customer
   * check (with the guest's nationality) re-prices for that nationality (ExpiredNi when the rate may
   * not be sold to it).
   */
  async check(
    caller: Caller,
    checkoutId: string,
    scenario: CheckoutScenario | undefined,
    nationality?: string,
  ): Promise<CheckResponse> {
    const row = await this.load(caller, checkoutId);
    const now = this.deps.now();
    if (row.booking_id) return this.checkAnswer(row, CHECKOUT_STATUS.Available, true, null);
    if (Date.parse(iso(row.expires_at)) <= now)
      return this.checkAnswer(row, CHECKOUT_STATUS.Expired, true, null);
    if (!row.check_started_at) {
      await this.deps.db.query(
        'update checkouts set check_started_at = $2 where id = $1 and check_started_at is null',
        [row.id, iso(now)],
      );
      return this.checkAnswer(row, CHECKOUT_STATUS.Pending, false, row.pending_price);
    }
    if (now - Date.parse(iso(row.check_started_at)) < CHECK_DURATION_MS) {
      return this.checkAnswer(row, CHECKOUT_STATUS.Pending, false, row.pending_price);
    }
    const result = await this.recheck(row, scenario, nationality);
    await this.deps.db.query(
      'update checkouts set check_started_at = null, last_status = $2, pending_price = $3, updated_at = $4 where id = $1 and booking_id is null',
      [row.id, result.status, result.pending ? JSON.stringify(result.pending) : null, iso(now)],
    );
    return this.checkAnswer(row, result.status, true, result.pending);
  }

  /** Accepts what the last check found (new price, new cancellation policy). */
  async agree(caller: Caller, checkoutId: string) {
    return this.deps.db.transaction(async (tx) => {
      const row = await this.load(caller, checkoutId, tx, true);
      const pending = row.pending_price;
      if (pending && !row.booking_id) {
        await tx.query(
          `update checkouts set sale_price = $2, tax_and_fees = $3, pay_at_hotel_fee = $4, is_refundable = $5, cancellation_deadline = $6,
             payment_timing = $7, pending_price = null, updated_at = $8 where id = $1`,
          [
            row.id,
            pending.salePrice,
            pending.taxAndFees,
            pending.payAtHotelFee,
            pending.isRefundable,
            pending.cancellationDeadline,
            paymentTimingOf(row.hotel.stars, pending.isRefundable),
            this.nowIso(),
          ],
        );
        row.sale_price = String(pending.salePrice);
        row.tax_and_fees = String(pending.taxAndFees);
        row.pay_at_hotel_fee = String(pending.payAtHotelFee);
        row.is_refundable = pending.isRefundable;
        row.cancellation_deadline = pending.cancellationDeadline;
      }
      const price = priceOf(row);
      return {
        price,
        isRefundable: row.is_refundable,
        cancellationPolicies: policies(row.is_refundable, row.cancellation_deadline, price.salePrice),
      };
    });
  }

  /** Books the checkout (book.ts). */
  book(
    caller: Caller,
    input: BookInput,
    scenario: CheckoutScenario | undefined,
    afterBook: (tx: Queryable, booking: { id: string; total: number }) => Promise<void>,
  ): Promise<{ offerKey: string; reference: string }> {
    return bookCheckout(this, this.deps, caller, input, scenario, afterBook);
  }
}
