import QRCode from 'qrcode';
import {
  CHECKOUT_TIMING,
  type CryptoChoice,
  type CryptoInvoice,
  type CryptoInvoiceChain,
  type CryptoNetwork,
  type CryptoUnmatchedTransfer,
  round2,
} from '@clubstay/contract/checkout';
import type { Db, Queryable } from '#db/db.ts';
import type { BookingLifecycle } from '#checkout/bookings.ts';
import { uuid } from '#checkout/ids.ts';
import { CURRENCY_RATES } from '#reference/catalogue.ts';
import { HttpError } from '#http.ts';

/**
 * What checkout needs from a crypto payment provider: an invoice per booking on a network and coin,
 * its view (address, amount, paid, left, what is seen but not yet confirmed), the sweep that turns
 * confirmed deposits into the booking's payments (each once), and a refund of a deposit.
 *
 * Two implementations: the sandbox (checkout/crypto.ts: random addresses, simulated deposits) and the
 * EVM chain (crypto/evm.ts: addresses from an xpub, Transfer logs from JSON-RPC). `RoutedCryptoPayments`
 * serves each network from the one configured for it.
 */
export interface CryptoPayments {
  /** The networks invoices may be opened on. */
  readonly networks: readonly CryptoNetwork[];
  /** Creates the booking's invoice (inside the book transaction), or replaces an unpaid one's coin and network. */
  open(tx: Queryable, bookingId: string, totalEur: number, choice: CryptoChoice): Promise<void>;
  /** The invoice as the traveller sees it, after counting what confirmed. */
  view(bookingId: string): Promise<CryptoInvoice | null>;
  /** Counts the booking's confirmed deposits (before reading the booking's status). */
  settleBooking(bookingId: string): Promise<void>;
  /** Counts every confirmed deposit not yet counted (the sweeper). */
  settleAll(): Promise<void>;
  /** Sends a deposit (or the excess of one: `<ref>:excess`) back; answers the payout's reference. */
  refund(depositRef: string, idempotencyKey: string): Promise<string>;
  /**
   * Pay with wallet: the checkout's wallet sent `txHash` to the booking's invoice, so a deposit from
   * it is the traveller's own wallet. Only a chain has transactions (the sandbox leaves it out).
   */
  markOwnWallet?(bookingId: string, txHash: string): Promise<void>;
  /** Stops background work (the chain watchers). */
  stop?(): Promise<void>;
}

export interface InvoiceRow extends Record<string, unknown> {
  id: string;
  booking_id: string;
  coin: 'USDC' | 'USDT';
  network: CryptoNetwork;
  address: string;
  address_index: number | null;
  amount: string;
  expires_at: Date | string;
  created_at: Date | string;
}

/** The suffix of the payment that records what a deposit paid beyond the invoice (refunded as a duplicate). */
export const EXCESS_SUFFIX = ':excess';

/** Digits after the point every crypto amount is counted in (the stablecoins' 6 decimals). */
const SCALE = 6;

/** A decimal text ("12.5", "0.000001") as an integer count of 10^-6 (exact; beyond 6 decimals truncated). */
export function microUnits(value: string | number): bigint {
  const text = typeof value === 'number' ? value.toFixed(SCALE) : value.trim();
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const units =
    BigInt(whole || '0') * 10n ** BigInt(SCALE) +
    BigInt((fraction + '0'.repeat(SCALE)).slice(0, SCALE) || '0');
  return negative ? -units : units;
}

/** An integer count of 10^-6 as a decimal text without trailing zeros ("12.5"). */
export function fromMicroUnits(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = abs / 10n ** BigInt(SCALE);
  const fraction = (abs % 10n ** BigInt(SCALE)).toString().padStart(SCALE, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Amount in the coin for a EUR total: converted at the config rate, rounded up to the cent. */
export function coinAmount(totalEur: number, coin: 'USDC' | 'USDT'): number {
  const rate = CURRENCY_RATES[coin] ?? 1;
  return Math.ceil(round2(totalEur * rate * 100)) / 100;
}

/**
 * The invoice ledger both implementations share: deposits (table crypto_deposits, one row per
 * transfer, `tx_hash` its unique reference) of kind `payment` that confirmed become the booking's
 * payments, each once. A deposit that pays beyond what the invoice still asks is split: the part
 * that completes the invoice, and the excess as a second payment `<ref>:excess`, which the booking
 * lifecycle refunds at once (the booking is paid already). Transfers of another token or on another
 * network are recorded (kind `wrong-token`, `wrong-network`), never count, and are shown on the
 * invoice (`unmatched`) with whether a refund sends them back (deposit-record.ts queues it).
 */
export class InvoiceLedger {
  constructor(private readonly deps: { db: Db; now: () => number; lifecycle: BookingLifecycle }) {}

  /**
   * Creates the booking's invoice (inside the book transaction), or gives an unpaid one another coin
   * and network; the booking's charge follows. An invoice a deposit already reached keeps its coin
   * and network (409). `addressOf` gives the deposit address (and its derivation index, if any) for
   * the invoice being replaced, or for a new one.
   */
  async open(
    tx: Queryable,
    bookingId: string,
    totalEur: number,
    choice: CryptoChoice,
    addressOf: (existing: InvoiceRow | undefined) => Promise<{ address: string; index: number | null }>,
  ): Promise<void> {
    const [existing] = await tx.query<InvoiceRow>(
      'select * from crypto_invoices where booking_id = $1 for update',
      [bookingId],
    );
    const amount = coinAmount(totalEur, choice.coin);
    const now = this.deps.now();
    if (existing) {
      const [deposits] = await tx.query<{ n: string }>(
        'select count(*)::text as n from crypto_deposits where invoice_id = $1',
        [existing.id],
      );
      if (Number(deposits?.n ?? 0) > 0)
        throw new HttpError(409, 'A deposit already reached this invoice; pay the rest on the same address');
      const { address, index } = await addressOf(existing);
      await tx.query(
        'update crypto_invoices set coin = $2, network = $3, address = $4, amount = $5, address_index = $6 where id = $1',
        [existing.id, choice.coin, choice.network, address, amount, index],
      );
    } else {
      const { address, index } = await addressOf(undefined);
      await tx.query(
        `insert into crypto_invoices (id, booking_id, coin, network, address, address_index, amount, expires_at, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          uuid(),
          bookingId,
          choice.coin,
          choice.network,
          address,
          index,
          amount,
          new Date(now + CHECKOUT_TIMING.paymentHoldMs).toISOString(),
          new Date(now).toISOString(),
        ],
      );
    }
    await tx.query('update bookings set charge_currency = $2, charge_amount = $3 where id = $1', [
      bookingId,
      choice.coin,
      amount,
    ]);
  }

  async invoiceOf(bookingId: string, q: Queryable = this.deps.db): Promise<InvoiceRow | undefined> {
    const [invoice] = await q.query<InvoiceRow>('select * from crypto_invoices where booking_id = $1', [
      bookingId,
    ]);
    return invoice;
  }

  /** Confirmed payment deposits of the invoice not yet counted, oldest first. */
  private async due(invoiceId: string, q: Queryable): Promise<{ tx_hash: string; amount: string }[]> {
    return q.query<{ tx_hash: string; amount: string }>(
      `select d.tx_hash, d.amount::text as amount from crypto_deposits d
       where d.invoice_id = $1 and d.kind = 'payment' and d.confirm_at <= $2
         and not exists (select 1 from payments p where p.provider = 'crypto' and p.provider_ref = d.tx_hash)
       order by d.confirm_at, d.created_at, d.tx_hash`,
      [invoiceId, new Date(this.deps.now()).toISOString()],
    );
  }

  /** Counts the invoice's confirmed deposits, each once (under the invoice's row lock). */
  async settle(invoiceId: string): Promise<void> {
    if ((await this.due(invoiceId, this.deps.db)).length === 0) return;
    await this.deps.db.transaction(async (tx) => {
      const [invoice] = await tx.query<InvoiceRow>('select * from crypto_invoices where id = $1 for update', [
        invoiceId,
      ]);
      if (!invoice) return;
      const [counted] = await tx.query<{ sum: string | null }>(
        `select sum(d.amount)::text as sum from crypto_deposits d
         where d.invoice_id = $1 and d.kind = 'payment'
           and exists (select 1 from payments p where p.provider = 'crypto' and p.provider_ref = d.tx_hash)`,
        [invoice.id],
      );
      const asked = microUnits(invoice.amount);
      let paid = microUnits(counted?.sum ?? '0');
      const rate = CURRENCY_RATES[invoice.coin] ?? 1;
      const record = async (ref: string, units: bigint, settlesInFull?: boolean) => {
        const amount = Number(fromMicroUnits(units));
        await this.deps.lifecycle.recordPayment(
          {
            bookingId: invoice.booking_id,
            provider: 'crypto',
            providerRef: ref,
            kind: 'deposit',
            amount,
            currency: invoice.coin,
            amountEur: round2(amount / rate),
            ...(settlesInFull === undefined ? {} : { settlesInFull }),
          },
          tx,
        );
      };
      for (const deposit of await this.due(invoice.id, tx)) {
        const units = microUnits(deposit.amount);
        const left = asked - paid;
        if (left > 0n && units > left) {
          // Completes the invoice, and the rest goes back.
          await record(deposit.tx_hash, left, true);
          await record(`${deposit.tx_hash}${EXCESS_SUFFIX}`, units - left);
        } else {
          await record(deposit.tx_hash, units, paid + units >= asked);
        }
        paid += units;
      }
    });
  }

  async settleBooking(bookingId: string): Promise<void> {
    const invoice = await this.invoiceOf(bookingId);
    if (invoice) await this.settle(invoice.id);
  }

  /** Settles every invoice with confirmed deposits not yet counted (of `networks` only, when given). */
  async settleAll(networks?: readonly string[]): Promise<void> {
    const invoices = await this.deps.db.query<{ id: string }>(
      `select distinct i.id from crypto_invoices i join crypto_deposits d on d.invoice_id = i.id
       where d.kind = 'payment' and d.confirm_at <= $1 and ($2::text[] is null or i.network = any($2::text[]))
         and not exists (select 1 from payments p where p.provider = 'crypto' and p.provider_ref = d.tx_hash) limit 50`,
      [new Date(this.deps.now()).toISOString(), networks ? [...networks] : null],
    );
    for (const invoice of invoices) await this.settle(invoice.id);
  }

  /** The traveller's view: confirmed payment deposits count as paid; `unconfirmed` is what is seen on its way. */
  async view(
    invoice: InvoiceRow,
    unconfirmed: number,
    uri: string,
    chain: CryptoInvoiceChain | null = null,
    confirmationsPaused = false,
  ): Promise<CryptoInvoice> {
    const now = this.deps.now();
    const [booking] = await this.deps.db.query<{ status: string }>(
      'select status from bookings where id = $1',
      [invoice.booking_id],
    );
    const [confirmed] = await this.deps.db.query<{ sum: string | null }>(
      `select sum(amount)::text as sum from crypto_deposits where invoice_id = $1 and kind = 'payment' and confirm_at <= $2`,
      [invoice.id, new Date(now).toISOString()],
    );
    const asked = microUnits(invoice.amount);
    const paidUnits = microUnits(confirmed?.sum ?? '0');
    const leftUnits = asked > paidUnits ? asked - paidUnits : 0n;
    const amount = Number(invoice.amount);
    const paid = Number(fromMicroUnits(paidUnits));
    const left = Number(fromMicroUnits(leftUnits));
    const expired = new Date(invoice.expires_at).getTime() <= now;
    return {
      coin: invoice.coin,
      network: invoice.network,
      address: invoice.address,
      uri,
      qrCode: await QRCode.toDataURL(uri, {
        type: 'image/png',
        margin: 1,
        width: 220,
        errorCorrectionLevel: 'M',
      }),
      amount,
      paid,
      left,
      unconfirmed,
      // Money that came after the window while the booking is Failed pays nothing (yet): it completes
      // the booking if the room is still there, or goes back; never "paid" before that is decided.
      status:
        leftUnits === 0n && booking?.status !== 'Failed'
          ? 'paid'
          : expired
            ? 'expired'
            : paidUnits > 0n
              ? 'partiallyPaid'
              : 'awaiting',
      expiresAt: new Date(invoice.expires_at).toISOString(),
      serverTime: new Date(now).toISOString(),
      chain,
      unmatched: await this.unmatched(invoice.id),
      ...(chain ? { confirmationsPaused } : {}),
    };
  }

  /** Transfers to the invoice's address that do not pay it, and whether a refund sends each back. */
  private async unmatched(invoiceId: string): Promise<CryptoUnmatchedTransfer[]> {
    const rows = await this.deps.db.query<{
      kind: CryptoUnmatchedTransfer['kind'];
      network: string | null;
      token: string | null;
      amount: string;
      chain_tx_hash: string | null;
      currency: string | null;
    }>(
      `select d.kind, d.network, d.token, d.amount::text as amount, d.chain_tx_hash, r.currency
       from crypto_deposits d left join refunds r on r.provider_ref = d.tx_hash and r.reason = 'unmatched'
       where d.invoice_id = $1 and d.kind <> 'payment' order by d.block_number, d.log_index`,
      [invoiceId],
    );
    return rows.map((row) => ({
      kind: row.kind,
      network: row.network ?? '',
      coin: row.currency,
      token: row.token ?? '',
      amount: row.currency ? Number(row.amount) : null,
      txHash: row.chain_tx_hash ?? '',
      returned: row.currency !== null,
    }));
  }

  /** What is still asked of the invoice, in 10^-6 of the coin. */
  async leftUnits(invoice: InvoiceRow): Promise<bigint> {
    const [confirmed] = await this.deps.db.query<{ sum: string | null }>(
      `select sum(amount)::text as sum from crypto_deposits where invoice_id = $1 and kind = 'payment'`,
      [invoice.id],
    );
    const left = microUnits(invoice.amount) - microUnits(confirmed?.sum ?? '0');
    return left > 0n ? left : 0n;
  }
}

/**
 * Serves each network from the implementation configured for it (the chain for the EVM networks
 * with an RPC URL, the sandbox for the others while it is on).
 */
export class RoutedCryptoPayments implements CryptoPayments {
  readonly networks: readonly CryptoNetwork[];

  constructor(
    private readonly db: Db,
    private readonly routes: readonly CryptoPayments[],
  ) {
    this.networks = [...new Set(routes.flatMap((route) => route.networks))];
  }

  private route(network: string): CryptoPayments {
    const found = this.routes.find((route) => (route.networks as readonly string[]).includes(network));
    if (!found) throw new Error(`No crypto payments on ${network}`);
    return found;
  }

  private async byBooking(bookingId: string): Promise<CryptoPayments | undefined> {
    const [invoice] = await this.db.query<{ network: string }>(
      'select network from crypto_invoices where booking_id = $1',
      [bookingId],
    );
    return invoice
      ? this.routes.find((route) => (route.networks as readonly string[]).includes(invoice.network))
      : undefined;
  }

  open(tx: Queryable, bookingId: string, totalEur: number, choice: CryptoChoice): Promise<void> {
    if (!this.networks.includes(choice.network)) {
      throw new HttpError(400, 'Invalid body', [
        {
          field: 'body.crypto.network',
          code: 'invalid_value',
          message: `One of ${this.networks.join(', ')}`,
        },
      ]);
    }
    return this.route(choice.network).open(tx, bookingId, totalEur, choice);
  }

  async view(bookingId: string): Promise<CryptoInvoice | null> {
    return (await this.byBooking(bookingId))?.view(bookingId) ?? null;
  }

  async settleBooking(bookingId: string): Promise<void> {
    await (await this.byBooking(bookingId))?.settleBooking(bookingId);
  }

  async markOwnWallet(bookingId: string, txHash: string): Promise<void> {
    const route = await this.byBooking(bookingId);
    if (!route?.markOwnWallet)
      throw new HttpError(409, 'This invoice runs on no chain: there is no wallet transaction to record');
    await route.markOwnWallet(bookingId, txHash);
  }

  async settleAll(): Promise<void> {
    for (const route of this.routes) await route.settleAll();
  }

  async refund(depositRef: string, idempotencyKey: string): Promise<string> {
    const ref = depositRef.endsWith(EXCESS_SUFFIX) ? depositRef.slice(0, -EXCESS_SUFFIX.length) : depositRef;
    const [deposit] = await this.db.query<{ network: string | null; invoice_network: string }>(
      `select d.network, i.network as invoice_network from crypto_deposits d join crypto_invoices i on i.id = d.invoice_id where d.tx_hash = $1`,
      [ref],
    );
    if (!deposit) throw new Error(`No crypto deposit ${ref} (refund ${idempotencyKey})`);
    return this.route(deposit.network ?? deposit.invoice_network).refund(depositRef, idempotencyKey);
  }

  async stop(): Promise<void> {
    for (const route of this.routes) await route.stop?.();
  }
}
