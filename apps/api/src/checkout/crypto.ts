import { randomBytes } from 'node:crypto';
import {
  ALL_NETWORKS,
  type CryptoChoice,
  type CryptoInvoice,
  type CryptoNetwork,
  round2,
} from '@clubstay/contract/checkout';
import type { Db, Queryable } from '#db/db.ts';
import { HttpError } from '#http.ts';
import {
  type CryptoPayments,
  EXCESS_SUFFIX,
  fromMicroUnits,
  InvoiceLedger,
  type InvoiceRow,
} from '#crypto/payments.ts';
import type { BookingLifecycle } from './bookings.ts';
import { uuid } from './ids.ts';

/**
 * The crypto payment partner's invoice API, as a sandbox: an invoice per booking with a deposit
 * address on the chosen network, the amount in the stablecoin (the booking total converted at the
 * config rate, rounded up to the cent), partial payments, and confirmation CONFIRM_MS after a
 * deposit is seen (on chain it is 5 to 10 minutes). Deposits are simulated with
 * POST /api/sandbox/crypto/deposit while the sandbox is on. A deposit (tx hash) counts once.
 * The networks a real chain serves (crypto/evm.ts) are not the sandbox's.
 */
export const CONFIRM_MS = 4000;

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const base58 = (length: number) => [...randomBytes(length)].map((b) => BASE58[b % 58] ?? '1').join('');

/** A deposit address in the network's format. */
function depositAddress(network: CryptoChoice['network']): string {
  if (network === 'tron') return `T${base58(33)}`;
  if (network === 'solana') return base58(44);
  return `0x${randomBytes(20).toString('hex')}`;
}

export class CryptoInvoices implements CryptoPayments {
  readonly networks: readonly CryptoNetwork[];
  private readonly ledger: InvoiceLedger;

  constructor(
    private readonly options: {
      db: Db;
      now: () => number;
      lifecycle: BookingLifecycle;
      networks?: readonly CryptoNetwork[];
    },
  ) {
    this.networks = options.networks ?? ALL_NETWORKS;
    this.ledger = new InvoiceLedger(options);
  }

  /** Creates the booking's invoice (inside the book transaction), or replaces an unpaid one's coin and network. */
  async open(tx: Queryable, bookingId: string, totalEur: number, choice: CryptoChoice): Promise<void> {
    // A fresh random address each time, never derived (no index).
    await this.ledger.open(tx, bookingId, totalEur, choice, async () => ({
      address: depositAddress(choice.network),
      index: null,
    }));
  }

  /** Records the deposits that confirmed since the last look (each once) and answers the invoice. */
  async view(bookingId: string): Promise<CryptoInvoice | null> {
    const invoice = await this.ledger.invoiceOf(bookingId);
    if (!invoice) return null;
    await this.ledger.settle(invoice.id);
    const [pending] = await this.options.db.query<{ sum: string | null }>(
      `select sum(amount)::text as sum from crypto_deposits where invoice_id = $1 and kind = 'payment' and confirm_at > $2`,
      [invoice.id, new Date(this.options.now()).toISOString()],
    );
    const unpaid = Number(fromMicroUnits(await this.ledger.leftUnits(invoice))) || Number(invoice.amount);
    const uri = `${invoice.network}:${invoice.address}?amount=${unpaid}&token=${invoice.coin}`;
    return this.ledger.view(invoice, round2(Number(pending?.sum ?? 0)), uri);
  }

  async settleBooking(bookingId: string): Promise<void> {
    await this.ledger.settleBooking(bookingId);
  }

  /**
   * Sends a deposit back (the partner's refund payout): recorded once on the deposit; a retried
   * refund answers the same payout reference.
   */
  async refund(depositRef: string, idempotencyKey: string): Promise<string> {
    const txHash = depositRef.endsWith(EXCESS_SUFFIX)
      ? depositRef.slice(0, -EXCESS_SUFFIX.length)
      : depositRef;
    const [row] = await this.options.db.query<{ refund_ref: string }>(
      `update crypto_deposits set refund_ref = coalesce(refund_ref, $2) where tx_hash = $1 returning refund_ref`,
      [txHash, `cr_${randomBytes(12).toString('hex')}`],
    );
    if (!row) throw new Error(`No crypto deposit ${txHash} (refund ${idempotencyKey})`);
    return depositRef === txHash ? row.refund_ref : `${row.refund_ref}${EXCESS_SUFFIX}`;
  }

  /** Settles every invoice with deposits confirmed but not yet counted (the sweeper). */
  async settleAll(): Promise<void> {
    await this.ledger.settleAll(this.networks);
  }

  /** Sandbox: a deposit to an invoice address, seen now and confirmed CONFIRM_MS later. */
  async deposit(
    address: string,
    amount: number,
    txHash: string | undefined,
  ): Promise<{ txHash: string; confirmAt: string }> {
    const [invoice] = await this.options.db.query<InvoiceRow>(
      'select * from crypto_invoices where address = $1',
      [address],
    );
    if (!invoice)
      throw new HttpError(404, 'No invoice with this address', [
        { field: 'body.address', code: 'not_found', message: 'Unknown address' },
      ]);
    if (!this.networks.includes(invoice.network)) {
      throw new HttpError(409, 'This invoice is paid on a real chain: send the tokens there', [
        { field: 'body.address', code: 'real_chain', message: `${invoice.network} runs on a real chain` },
      ]);
    }
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
