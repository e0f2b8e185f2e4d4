import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getAddress, parseAbi, parseEventLogs, toHex, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { apiErrorBodySchema } from '@clubstay/contract/errors';
import { CHECKOUT_TIMING } from '@clubstay/contract/checkout';
import type { Db } from '#db/db.ts';
import { readOutbox } from '#mail/mailer.ts';
import { keepOpen, storages } from '#test/storages.ts';
import { findOffers, type Kit, MEMBERS, type Offer, startKit } from '#checkout/test-kit.ts';
import type { EvmCryptoConfig } from './evm.ts';
import { type LocalChain, startLocalChain } from './local-chain.ts';
import { localChainHandles } from './local-chain-handles.ts';
import { cryptoBookingCalls } from './chain-test-calls.ts';
import { microUnits } from './payments.ts';

const ERC20 = parseAbi([
  'function transfer(address to, uint256 value) returns (bool)',
  'function balanceOf(address owner) view returns (uint256)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
]);
const CONFIRMATIONS = 3;
const MEMBER = { authorization: 'Bearer member-a' };

for (const storage of storages()) {
  describe(`crypto refunds on a local EVM chain, on ${storage.name}`, () => {
    let chain: LocalChain;
    let db: Db;
    let kit: Kit;
    let offers: Offer[];
    let next = 0;

    beforeAll(async () => {
      chain = await startLocalChain({ networks: ['polygon'], port: 0 });
      const config: EvmCryptoConfig = {
        xpub: chain.xpub,
        networks: chain.config({ polygon: CONFIRMATIONS }),
        pollMs: 0,
        refund: { key: chain.refundKey, lowBalance: 100 },
      };
      db = await storage.open();
      kit = await startKit(keepOpen(db), { cryptoChain: config });
      offers = await findOffers(kit, 7, { refundable: true });
      await kit.server.database.db.query(
        `insert into customers (id, white_label, email, email_key, password_hash, name, surname, phone, subscription_token)
         values ($1, 'clubstay', 'grace@example.com', 'grace@example.com', 'x', 'Grace', 'Hopper', '+33612345678', 'sub-member-a')`,
        [MEMBERS['member-a']],
      );
    }, 240_000);
    afterAll(async () => {
      await kit?.server.app.close();
      await db?.close();
      await chain?.close();
      await storage.cleanup();
    });

    const { local, rpc, client, transfer } = localChainHandles(() => chain);
    const calls = cryptoBookingCalls(() => kit);
    const refundWallet = () => privateKeyToAccount(chain.refundKey).address;
    const balanceOf = (owner: string) =>
      client().readContract({
        address: local().tokens.USDC,
        abi: ERC20,
        functionName: 'balanceOf',
        args: [getAddress(owner)],
      });
    const nonceOf = (owner: string, blockTag: 'latest' | 'pending' = 'pending') =>
      client().getTransactionCount({ address: getAddress(owner), blockTag });
    const send = (key: Hex, to: string, units: bigint) => transfer(key, to, units);
    const payer = () => {
      const key = chain.accounts[1];
      if (!key) throw new Error('no payer');
      return key;
    };
    const scan = async () => {
      const evm = kit.server.checkout.crypto.evm;
      if (!evm) throw new Error('no chain');
      await evm.scanAll();
    };
    const { reservation } = calls;
    /** Books a refundable room in USDC on polygon, pays it in full from test account 1, and cancels it. */
    const paidAndCancelled = async (headers: Record<string, string> = {}, ownWallet = false) => {
      const offerKey = await calls.book(offers[next++], { headers });
      const [row] = await kit.server.database.db.query<{ id: string; manage_token: string }>(
        'select id, manage_token from bookings where offer_key = $1',
        [offerKey],
      );
      if (!row) throw new Error('no booking');
      const { address, amount } = await calls.invoice(offerKey, headers);
      await send(payer(), address, microUnits(String(amount)));
      await rpc('hardhat_mine', [toHex(CONFIRMATIONS)]);
      await scan();
      if (ownWallet) {
        // What the "Pay with wallet" button will mark: the payment came from the traveller's own wallet.
        await kit.server.database.db.query(
          `update crypto_deposits set own_wallet = true where invoice_id = (select id from crypto_invoices where booking_id = $1)`,
          [row.id],
        );
      }
      await kit.server.checkout.sweep();
      expect((await reservation(offerKey, headers)).state).toBe('pending');
      const cancel = await kit.inject(
        'POST',
        '/api/offers/cancel',
        { offerKey, manage: row.manage_token },
        headers,
      );
      expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
      return { offerKey, bookingId: row.id, manage: row.manage_token, amount };
    };
    const refundRows = (bookingId: string) =>
      kit.server.database.db.query<{
        status: string;
        attempts: number;
        last_error: string | null;
        chain_tx_hash: string | null;
        chain_nonce: string | null;
        provider_refund_ref: string | null;
      }>('select * from refunds where booking_id = $1', [bookingId]);
    const due = (bookingId: string) =>
      kit.server.database.db.query('update refunds set next_attempt_at = null where booking_id = $1', [
        bookingId,
      ]);

    it('a cancellation’s refund waits for the address the traveller confirms, then arrives there on chain, in full to the 6th decimal', async () => {
      const { offerKey, bookingId, manage, amount } = await paidAndCancelled({}, true);
      // Waiting for the address does not use up the refund's attempts.
      await kit.server.checkout.refunds.process(bookingId);
      const waiting = await reservation(offerKey);
      expect(waiting.refund).toMatchObject({
        status: 'pending',
        addressNeeded: { prefill: privateKeyToAccount(payer()).address, coin: 'USDC', amount, wallet: false },
      });
      expect((await refundRows(bookingId))[0]).toMatchObject({ status: 'pending', attempts: 0 });

      // An address that is not one is refused with a field error.
      const typo = `0x${'ab'.repeat(20)}`.replace(/ab/g, 'aB');
      for (const [address, code] of [
        ['0x1234', 'invalid_format'],
        ['not an address', 'invalid_format'],
        [`0x${'g'.repeat(40)}`, 'invalid_format'],
        [getAddress(typo) === typo ? typo.toUpperCase() : typo, 'invalid_checksum'],
      ] as const) {
        const bad = await kit.inject('POST', '/api/offers/refundAddress', { offerKey, manage, address });
        expect(bad.status, address).toBe(400);
        expect(apiErrorBodySchema.parse(bad.body).errors).toEqual([
          expect.objectContaining({ field: 'body.address', code }),
        ]);
      }
      const missing = await kit.inject('POST', '/api/offers/refundAddress', { offerKey, manage });
      expect(apiErrorBodySchema.parse(missing.body).errors).toEqual([
        expect.objectContaining({ field: 'body.address' }),
      ]);
      // Whoever holds only the offerKey may not say where the money goes.
      expect(
        (
          await kit.inject('POST', '/api/offers/refundAddress', {
            offerKey,
            address: privateKeyToAccount(generatePrivateKey()).address,
          })
        ).status,
      ).toBe(403);

      const to = privateKeyToAccount(generatePrivateKey()).address;
      const before = await balanceOf(refundWallet());
      const confirmed = await kit.inject('POST', '/api/offers/refundAddress', {
        offerKey,
        manage,
        address: to.toLowerCase(),
      });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      const [refund] = await refundRows(bookingId);
      expect(refund?.status).toBe('done');
      expect(await balanceOf(to)).toBe(microUnits(String(amount)));
      expect(before - (await balanceOf(refundWallet()))).toBe(microUnits(String(amount)));
      const receipt = await client().getTransactionReceipt({ hash: refund?.chain_tx_hash as Hex });
      const [transfer] = parseEventLogs({ abi: ERC20, logs: receipt.logs, eventName: 'Transfer' });
      expect(transfer?.args).toEqual({ from: refundWallet(), to, value: microUnits(String(amount)) });
      const shown = await reservation(offerKey);
      expect(shown.refund).toMatchObject({
        status: 'done',
        transactions: [
          { network: 'polygon', coin: 'USDC', amount, to, txHash: refund?.chain_tx_hash, explorerUrl: null },
        ],
      });
      expect(shown.refund?.addressNeeded).toBeUndefined();
      // The traveller is told by e-mail, once, with the transaction.
      const mails = (await readOutbox(kit.server.database.db)).filter(
        (mail) => mail.kind === 'crypto-refund-sent' && mail.text.includes(refund?.chain_tx_hash ?? '-'),
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain(to);
      // Nothing waits any more: a second address is refused.
      expect(
        (await kit.inject('POST', '/api/offers/refundAddress', { offerKey, manage, address: to })).status,
      ).toBe(409);
    }, 120_000);

    it('an expired part payment goes back on chain to the confirmed address, to the millionth', async () => {
      const offerKey = await calls.book(offers[next++]);
      const [row] = await kit.server.database.db.query<{ id: string; manage_token: string }>(
        'select id, manage_token from bookings where offer_key = $1',
        [offerKey],
      );
      if (!row) throw new Error('no booking');
      await send(payer(), (await calls.invoice(offerKey)).address, microUnits('1.234567'));
      await rpc('hardhat_mine', [toHex(CONFIRMATIONS)]);
      await scan();
      await kit.server.checkout.sweep();
      const started = kit.clock.now;
      kit.clock.now += CHECKOUT_TIMING.paymentHoldMs + 1000;
      try {
        await kit.server.checkout.sweep();
      } finally {
        kit.clock.now = started;
      }
      const [queued] = await kit.server.database.db.query<{ reason: string; amount: string }>(
        'select reason, amount::text as amount from refunds where booking_id = $1',
        [row.id],
      );
      expect(queued?.reason).toBe('expired');
      expect((await reservation(offerKey)).refund?.addressNeeded).toMatchObject({
        amount: 1.234567,
        prefill: null,
      });
      const to = privateKeyToAccount(generatePrivateKey()).address;
      const confirmed = await kit.inject('POST', '/api/offers/refundAddress', {
        offerKey,
        manage: row.manage_token,
        address: to,
      });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      expect(await balanceOf(to)).toBe(1_234_567n);
      expect((await reservation(offerKey)).refund?.transactions).toEqual([
        expect.objectContaining({ amount: 1.234567, to }),
      ]);
    }, 120_000);

    it('a restart between send and receipt re-reads the kept transaction and never sends a second one', async () => {
      const { offerKey, bookingId, manage, amount } = await paidAndCancelled();
      expect((await reservation(offerKey)).refund?.addressNeeded?.prefill).toBeNull();
      const to = privateKeyToAccount(generatePrivateKey()).address;
      const nonce = await nonceOf(refundWallet(), 'latest');
      await rpc('evm_setAutomine', [false]);
      try {
        const confirmed = await kit.inject('POST', '/api/offers/refundAddress', {
          offerKey,
          manage,
          address: to,
        });
        expect(confirmed.status).toBe(200);
        const [sent] = await refundRows(bookingId);
        expect(sent).toMatchObject({ status: 'pending', attempts: 0 });
        expect(sent?.chain_tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
        expect(Number(sent?.chain_nonce)).toBe(nonce);
        expect(sent?.last_error).toMatch(/waiting for its receipt/);
        // A restart: the queue takes the refund up again (its row is all that is kept).
        for (let round = 0; round < 3; round++) {
          await due(bookingId);
          await kit.server.checkout.refunds.process(bookingId);
        }
        expect(await nonceOf(refundWallet())).toBe(nonce + 1);
        expect((await refundRows(bookingId))[0]).toMatchObject({
          status: 'pending',
          chain_tx_hash: sent?.chain_tx_hash,
        });
        await rpc('hardhat_mine', ['0x1']);
      } finally {
        await rpc('evm_setAutomine', [true]);
      }
      await due(bookingId);
      await kit.server.checkout.refunds.process(bookingId);
      const [done] = await refundRows(bookingId);
      expect(done).toMatchObject({ status: 'done', provider_refund_ref: done?.chain_tx_hash });
      // A crash after the receipt but before the row said done: taken up again, it finds the receipt.
      await kit.server.database.db.query(
        `update refunds set status = 'pending', next_attempt_at = null where booking_id = $1`,
        [bookingId],
      );
      await kit.server.checkout.refunds.process(bookingId);
      expect((await refundRows(bookingId))[0]).toMatchObject({
        status: 'done',
        chain_tx_hash: done?.chain_tx_hash,
      });
      expect(await nonceOf(refundWallet(), 'latest')).toBe(nonce + 1);
      expect(await balanceOf(to)).toBe(microUnits(String(amount)));
    }, 120_000);

    it('a member takes the refund into the club wallet instead, shown there at once; a guest link may not', async () => {
      const { offerKey, bookingId, manage, amount } = await paidAndCancelled(MEMBER);
      expect((await reservation(offerKey, MEMBER)).refund?.addressNeeded).toMatchObject({
        wallet: true,
        amount,
      });
      const asLink = await kit.inject('POST', '/api/offers/refundAddress', {
        offerKey,
        manage,
        toWallet: true,
      });
      expect(asLink.status).toBe(403);
      const taken = await kit.inject(
        'POST',
        '/api/offers/refundAddress',
        { offerKey, toWallet: true },
        MEMBER,
      );
      expect(taken.status, JSON.stringify(taken.body)).toBe(200);
      expect((await refundRows(bookingId))[0]?.provider_refund_ref).toMatch(/^wallet:/);
      expect((await reservation(offerKey, MEMBER)).refund).toMatchObject({
        status: 'done',
        toWallet: { coin: 'USDC', amount },
      });
      const wallet = await kit.inject('GET', '/api/customers/wallet', undefined, MEMBER);
      expect(wallet.status, JSON.stringify(wallet.body)).toBe(200);
      const body = wallet.body as {
        transactions: { kind: string; amount: number; asset: string }[];
        balances: { asset: string; available: number }[];
      };
      expect(body.transactions).toContainEqual(
        expect.objectContaining({ kind: 'refund', asset: 'USDC', amount }),
      );
      expect(body.balances.find((balance) => balance.asset === 'USDC')?.available).toBeCloseTo(amount, 2);
      const bookings = await kit.inject('GET', '/api/customers/bookings', undefined, MEMBER);
      expect(JSON.stringify(bookings.body)).toContain('"toWallet"');
    }, 120_000);

    it('a refund wallet too low for a refund keeps it queued with an alert, and sends it once topped up', async () => {
      const { offerKey, bookingId, manage, amount } = await paidAndCancelled();
      const all = await balanceOf(refundWallet());
      await send(chain.refundKey, privateKeyToAccount(payer()).address, all);
      const alerts = vi.spyOn(kit.server.app.log, 'error');
      const to = privateKeyToAccount(generatePrivateKey()).address;
      try {
        const confirmed = await kit.inject('POST', '/api/offers/refundAddress', {
          offerKey,
          manage,
          address: to,
        });
        expect(confirmed.status).toBe(200);
        for (let round = 0; round < 3; round++) {
          await due(bookingId);
          await kit.server.checkout.refunds.process(bookingId);
        }
        const [queued] = await refundRows(bookingId);
        expect(queued).toMatchObject({ status: 'pending', attempts: 0, chain_tx_hash: null });
        expect(queued?.last_error).toMatch(/waits for a top-up/);
        expect(alerts).toHaveBeenCalledWith(
          expect.objectContaining({
            alert: 'crypto_refund_wallet_low',
            wallet: refundWallet(),
            balance: '0',
          }),
          expect.stringMatching(/top it up/),
        );
        expect((await reservation(offerKey)).refund?.status).toBe('pending');
      } finally {
        alerts.mockRestore();
        await send(payer(), refundWallet(), all);
      }
      await due(bookingId);
      await kit.server.checkout.refunds.process(bookingId);
      expect((await refundRows(bookingId))[0]?.status).toBe('done');
      expect(await balanceOf(to)).toBe(microUnits(String(amount)));
    }, 120_000);
  });
}
