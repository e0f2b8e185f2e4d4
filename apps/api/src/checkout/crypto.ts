import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { CHECKOUT_TIMING, type CryptoChoice, type CryptoInvoice, round2 } from '@clubstay/contract/checkout';
import type { Db, Queryable } from '../db/db.ts';
import { HttpError } from '../http.ts';
import { CURRENCY_RATES } from '../reference/catalogue.ts';
import type { BookingLifecycle } from './bookings.ts';
import { uuid } from './ids.ts';

/**
 * The crypto payment partner's invoice API, as a sandbox: an invoice per booking with a deposit
 * address on the chosen network, the amount in the stablecoin (the booking total converted at the
 * config rate, rounded up to the cent), partial payments, and confirmation CONFIRM_MS after a
 * deposit is seen (on chain it is 5 to 10 minutes). Deposits are simulated with
 * POST /api/sandbox/crypto/deposit while the sandbox is on. A deposit (tx hash) counts once.
 */
export const CONFIRM_MS = 4000;

interface InvoiceRow extends Record<string, unknown> {
  id: string;
  booking_id: string;
  coin: 'USDC' | 'USDT';
  network: CryptoChoice['network'];
  address: string;
  amount: string;
  expires_at: Date | string;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const base58 = (length: number) => [...randomBytes(length)].map((b) => BASE58[b % 58] ?? '1').join('');

/** A deposit address in the network's format. */
export function depositAddress(network: CryptoChoice['network']): string {
  if (network === 'tron') return `T${base58(33)}`;
  if (network === 'solana') return base58(44);
  return `0x${randomBytes(20).toString('hex')}`;
}

/** Amount in the coin for a EUR total: converted at the config rate, rounded up to the cent. */
export function coinAmount(totalEur: number, coin: 'USDC' | 'USDT'): number {
  const rate = CURRENCY_RATES[coin] ?? 1;
  return Math.ceil(round2(totalEur * rate * 100)) / 100;
}

export class CryptoInvoices {
  constructor(private readonly options: { db: Db; now: () => number; lifecycle: BookingLifecycle }) {}

  /** Creates the booking's invoice (inside the book transaction), or replaces an unpaid one's coin and network. */
  async open(tx: Queryable, bookingId: string, totalEur: number, choice: CryptoChoice): Promise<void> {
    const [existing] = await tx.query<InvoiceRow>('select * from crypto_invoices where booking_id = $1 for update', [bookingId]);
    const amount = coinAmount(totalEur, choice.coin);
    const now = this.options.now();
    if (existing) {
      const [deposits] = await tx.query<{ n: string }>('select count(*)::text as n from crypto_deposits where invoice_id = $1', [existing.id]);
      if (Number(deposits?.n ?? 0) > 0) {
        throw new HttpError(409, 'A deposit already reached this invoice; pay the rest on the same address');
      }
      await tx.query('update crypto_invoices set coin = $2, network = $3, address = $4, amount = $5 where id = $1', [
        existing.id,
        choice.coin,
        choice.network,
        depositAddress(choice.network),
        amount,
      ]);
      await tx.query('update bookings set charge_currency = $2, charge_amount = $3 where id = $1', [bookingId, choice.coin, amount]);
      return;
    }
    await tx.query(
      `insert into crypto_invoices (id, booking_id, coin, network, address, amount, expires_at, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [uuid(), bookingId, choice.coin, choice.network, depositAddress(choice.network), amount, new Date(now + CHECKOUT_TIMING.paymentHoldMs).toISOString(), new Date(now).toISOString()],
    );
    await tx.query('update bookings set charge_currency = $2, charge_amount = $3 where id = $1', [bookingId, choice.coin, amount]);
  }

  /** Records the deposits that confirmed since the last look (each once) and answers the invoice. */
  async view(bookingId: string): Promise<CryptoInvoice | null> {
    const [invoice] = await this.options.db.query<InvoiceRow>('select * from crypto_invoices where booking_id = $1', [bookingId]);
    if (!invoice) return null;
    await this.settle(invoice);
    const now = this.options.now();
    const deposits = await this.options.db.query<{ amount: string; confirm_at: Date | string }>(
      'select amount, confirm_at from crypto_deposits where invoice_id = $1',
      [invoice.id],
    );
    const amount = Number(invoice.amount);
    const paid = round2(deposits.filter((d) => new Date(d.confirm_at).getTime() <= now).reduce((sum, d) => sum + Number(d.amount), 0));
    const unconfirmed = round2(deposits.filter((d) => new Date(d.confirm_at).getTime() > now).reduce((sum, d) => sum + Number(d.amount), 0));
    const expired = new Date(invoice.expires_at).getTime() <= now;
    const left = round2(Math.max(0, amount - paid));
    const uri = `${invoice.network}:${invoice.address}?amount=${left || amount}&token=${invoice.coin}`;
    return {
      coin: invoice.coin,
      network: invoice.network,
      address: invoice.address,
      uri,
      qrCode: await QRCode.toDataURL(uri, { type: 'image/png', margin: 1, width: 220, errorCorrectionLevel: 'M' }),
      amount,
      paid,
      left,
      unconfirmed,
      status: left <= 0 ? 'paid' : expired ? 'expired' : paid > 0 ? 'partiallyPaid' : 'awaiting',
      expiresAt: new Date(invoice.expires_at).toISOString(),
      serverTime: new Date(now).toISOString(),
    };
  }

  /** Counts the booking's confirmed deposits (before reading the booking's status). */
  async settleBooking(bookingId: string): Promise<void> {
    const [invoice] = await this.options.db.query<InvoiceRow>('select * from crypto_invoices where booking_id = $1', [bookingId]);
    if (invoice) await this.settle(invoice);
  }

  /** Confirmed deposits not yet counted become payments of the booking (once each). */
  private async settle(invoice: InvoiceRow): Promise<void> {
    const now = new Date(this.options.now()).toISOString();
    const due = await this.options.db.query<{ tx_hash: string; amount: string }>(
      `select d.tx_hash, d.amount from crypto_deposits d
       where d.invoice_id = $1 and d.confirm_at <= $2
         and not exists (select 1 from payments p where p.provider = 'crypto' and p.provider_ref = d.tx_hash)`,
      [invoice.id, now],
    );
    const rate = CURRENCY_RATES[invoice.coin] ?? 1;
    const [counted] = await this.options.db.query<{ sum: string | null }>(
      `select sum(p.amount)::text as sum from payments p join crypto_deposits d on d.tx_hash = p.provider_ref
       where p.provider = 'crypto' and d.invoice_id = $1`,
      [invoice.id],
    );
    let paid = Number(counted?.sum ?? 0);
    for (const deposit of due) {
      const amount = Number(deposit.amount);
      paid = round2(paid + amount);
      await this.options.lifecycle.recordPayment({
        bookingId: invoice.booking_id,
        provider: 'crypto',
        providerRef: deposit.tx_hash,
        kind: 'deposit',
        amount,
        currency: invoice.coin,
        amountEur: round2(amount / rate),
        settlesInFull: paid + 0.001 >= Number(invoice.amount),
      });
    }
  }

  /**
   * Sends a deposit back (the partner's refund payout): recorded once on the deposit; a retried
   * refund answers the same payout reference.
   */
  async refund(txHash: string, idempotencyKey: string): Promise<string> {
    const [row] = await this.options.db.query<{ refund_ref: string }>(
      `update crypto_deposits set refund_ref = coalesce(refund_ref, $2) where tx_hash = $1 returning refund_ref`,
      [txHash, `cr_${randomBytes(12).toString('hex')}`],
    );
    if (!row) throw new Error(`No crypto deposit ${txHash} (refund ${idempotencyKey})`);
    return row.refund_ref;
  }

  /** Settles every invoice with deposits confirmed but not yet counted (the sweeper). */
  async settleAll(): Promise<void> {
    const now = new Date(this.options.now()).toISOString();
    const invoices = await this.options.db.query<InvoiceRow>(
      `select distinct i.* from crypto_invoices i join crypto_deposits d on d.invoice_id = i.id
       where d.confirm_at <= $1 and not exists (select 1 from payments p where p.provider = 'crypto' and p.provider_ref = d.tx_hash) limit 50`,
      [now],
    );
    for (const invoice of invoices) await this.settle(invoice);
  }

  /** Sandbox: a deposit to an invoice address, seen now and confirmed CONFIRM_MS later. */
  async deposit(address: string, amount: number, txHash: string | undefined): Promise<{ txHash: string; confirmAt: string }> {
    const [invoice] = await this.options.db.query<InvoiceRow>('select * from crypto_invoices where address = $1', [address]);
    if (!invoice) throw new HttpError(404, 'No invoice with this address', [{ field: 'body.address', code: 'not_found', message: 'Unknown address' }]);
    const hash = txHash ?? randomBytes(32).toString('hex');
    const now = this.options.now();
    const confirmAt = new Date(now + CONFIRM_MS).toISOString();
    await this.options.db.query(
      `insert into crypto_deposits (id, invoice_id, tx_hash, amount, confirm_at, created_at) values ($1, $2, $3, $4, $5, $6)
       on conflict (tx_hash) do nothing`,
      [uuid(), invoice.id, hash, round2(amount), confirmAt, new Date(now).toISOString()],
    );
    return { txHash: hash, confirmAt };
  }
}
