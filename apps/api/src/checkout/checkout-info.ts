import { BRANDS } from '@clubstay/contract/brands';
import {
  cardProviderOf,
  type CheckoutInfo,
  type GuestDefaults,
  PAYMENT_TIMING,
  type PaymentMethodKey,
  TITLES,
} from '@clubstay/contract/checkout';
import type { UiLanguage } from '@clubstay/contract/locales';
import type { Caller } from '#auth/caller.ts';
import type { Db } from '#db/db.ts';
import { countryName } from '#inventory/world.ts';
import { type CheckoutRow, policies, priceOf } from './checkout-row.ts';

const iso = (value: Date | string | number) => new Date(value).toISOString();

/** What the checkout page reads (GET /checkout/{id}/info), from the checkout's row and what the service knows besides. */
export function checkoutInfoOf(
  row: CheckoutRow,
  facts: {
    caller: Caller;
    language: UiLanguage;
    offerKey: string | null;
    bookedPaymentMethod: PaymentMethodKey | null;
    paymentMethods: PaymentMethodKey[];
    stripePublishableKey: string | null;
    serverTime: string;
    guestDefaults: GuestDefaults | null;
  },
): CheckoutInfo {
  const price = priceOf(row);
  return {
    checkoutId: row.public_id,
    packageId: row.package_id,
    searchId: row.search_id,
    es: row.es,
    hotel: {
      id: row.hotel_id,
      name: row.hotel.name,
      stars: row.hotel.stars,
      address: row.hotel.address,
      city: row.hotel.city,
      country: countryName(row.hotel.countryCode, facts.language),
      countryCode: row.hotel.countryCode,
      image: row.hotel.image,
    },
    stay: row.stay,
    info: {
      internalPackage: {
        roomName: row.room_name,
        boarding: row.boarding,
        isRefundable: row.is_refundable,
        creditCardType: row.payment_timing as 0 | 1 | 3,
        cancellationPolicies: policies(row.is_refundable, row.cancellation_deadline, price.salePrice),
        salePrice: price.salePrice,
        creditCardFee: price.creditCardFee,
        taxAndFees: price.taxAndFees,
        payAtHotelFee: price.payAtHotelFee,
        traderInformation: {
          name: 'Clubstay Rates Sandbox Ltd',
          address: '1 Harbour Road, Dublin D02, Ireland',
          email: 'trader@clubstay.localhost',
        },
      },
    },
    price,
    currencies: row.payment_timing === PAYMENT_TIMING.ImmediatePayment ? ['USD', 'EUR'] : ['EUR'],
    paymentMethods: facts.paymentMethods,
    providerType: cardProviderOf(facts.caller.whiteLabel),
    stripePublishableKey: facts.stripePublishableKey,
    expiresAt: iso(row.expires_at),
    serverTime: facts.serverTime,
    offerKey: facts.offerKey,
    bookedPaymentMethod: facts.bookedPaymentMethod,
    partnerCardCheck: BRANDS[facts.caller.whiteLabel].shell.partnerCardCheck,
    guestDefaults: facts.guestDefaults,
  };
}

/** A member's details for the checkout form: the profile, and title and country of their last booking. */
export async function guestDefaults(db: Db, customerId: string): Promise<GuestDefaults | null> {
  const [customer] = await db.query<{
    name: string;
    surname: string;
    email: string;
    phone: string;
  }>('select name, surname, email, phone from customers where id = $1 and deleted_at is null', [customerId]);
  if (!customer) return null;
  const [last] = await db.query<{
    lead_guest: { title?: string; nationality?: string; phoneNumber?: string };
  }>('select lead_guest from bookings where customer_id = $1 order by created_at desc limit 1', [customerId]);
  const lead = last?.lead_guest;
  const title = TITLES.find((candidate) => candidate === lead?.title) ?? null;
  const country = lead?.nationality && /^[A-Z]{2}$/.test(lead.nationality) ? lead.nationality : null;
  return {
    title,
    firstName: customer.name,
    lastName: customer.surname,
    email: customer.email,
    phone: customer.phone || (lead?.phoneNumber ?? ''),
    country,
  };
}

/** How a checkout can be paid: by card where cards are served, at the hotel where its rate allows it (a guarantee needs a card), in crypto where a network is served (a real chain, or the sandbox while it is on). */
export function paymentMethodsOf(
  row: Pick<CheckoutRow, 'payment_timing'>,
  cardsAvailable: boolean,
  cryptoServed: boolean,
): PaymentMethodKey[] {
  const list: PaymentMethodKey[] = [];
  if (cardsAvailable) list.push('card');
  if (
    row.payment_timing === PAYMENT_TIMING.NotRequired ||
    (row.payment_timing === PAYMENT_TIMING.Guarantee && cardsAvailable)
  ) {
    list.push('payAtHotel');
  }
  if (cryptoServed) list.push('crypto');
  return list;
}
