import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Hex, toHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { CHECKOUT_TIMING, type EvmNetworkId } from '@clubstay/contract/checkout';
import type { Db } from '#db/db.ts';
import { storages } from '#test/storages.ts';
import { findOffers, type Kit, type Offer, startKit } from '#checkout/test-kit.ts';
import type { EvmCryptoConfig } from './evm.ts';
import { type LocalChain, startLocalChain } from './local-chain.ts';
import { ERC20, localChainHandles } from './local-chain-handles.ts';
import { cryptoBookingCalls } from './chain-test-calls.ts';
import { microUnits } from './payments.ts';
import { startRpcProxy } from './rpc-proxy.ts';
import { rpcBackoffMs } from './watcher.ts';

const CONFIRMATIONS = 3;

/** Bad input and faults on a real chain (issue 20, item 5): each recorded, shown, never confirming what is not paid. */
for (const storage of storages()) {
  describe(`crypto faults on a local EVM chain, on ${storage.name}`, () => {
    let chain: LocalChain;
    let db: Db;
    let kit: Kit;
    let offers: Offer[];
    let next = 0;
    let proxy: Awaited<ReturnType<typeof startRpcProxy>>;

    beforeAll(async () => {
      chain = await startLocalChain({ networks: ['polygon', 'base'], port: 0 });
      const polygon = chain.networks.polygon;
      if (!polygon) throw new Error('no polygon');
      // Polygon has a second RPC (the proxy in front of the same node, which a test makes lie or hang); Base one.
      proxy = await startRpcProxy(polygon.rpcUrl);
      const config: EvmCryptoConfig = {
        xpub: chain.xpub,
        networks: chain
          .config({ polygon: CONFIRMATIONS, base: CONFIRMATIONS })
          .map((network) =>
            network.network === 'polygon' ? { ...network, checkRpcUrl: proxy.url } : network,
          ),
        pollMs: 0,
        rpcTimeoutMs: 300,
        refund: { key: chain.refundKey, lowBalance: 0 },
      };
      db = await storage.open();
      kit = await startKit(db, { cryptoChain: config });
      offers = await findOffers(kit, 7);
    }, 240_000);
    afterAll(async () => {
      // The server closes the database it was given.
      await kit?.server.app.close();
      await proxy?.close();
      await chain?.close();
      await storage.cleanup();
    });

    const handles = {
      polygon: localChainHandles(() => chain, 'polygon'),
      base: localChainHandles(() => chain, 'base'),
    };
    const mine = (network: 'polygon' | 'base' = 'polygon') =>
      handles[network].rpc('hardhat_mine', [toHex(CONFIRMATIONS)]);
    const evm = () => {
      const found = kit.server.checkout.crypto.evm;
      if (!found) throw new Error('no chain');
      return found;
    };
    const send = (
      to: string,
      amount: string,
      coin: 'USDC' | 'USDT' = 'USDC',
      network: 'polygon' | 'base' = 'polygon',
    ) => {
      const key = chain.accounts[1];
      if (!key) throw new Error('no payer');
      return handles[network].transfer(key, to, microUnits(amount), coin);
    };
    const calls = cryptoBookingCalls(() => kit);
    const { invoice, reservation } = calls;
    const book = async () => {
      const offerKey = await calls.book(offers[next++]);
      const [row] = await kit.server.database.db.query<{
        id: string;
        manage_token: string;
        allotment: { hotelId: number; roomId: number; checkIn: string; checkOut: string };
      }>('select id, manage_token, allotment from bookings where offer_key = $1', [offerKey]);
      if (!row) throw new Error('no booking');
      const bill = await invoice(offerKey);
      return { offerKey, bookingId: row.id, manage: row.manage_token, allotment: row.allotment, bill };
    };
    const cursor = async (network: EvmNetworkId = 'polygon') => {
      const [row] = await kit.server.database.db.query<{ block_number: string }>(
        'select block_number::text as block_number from crypto_chain_cursors where network = $1',
        [network],
      );
      return BigInt(row?.block_number ?? -1);
    };
    const payments = (bookingId: string) =>
      kit.server.database.db.query('select * from payments where booking_id = $1', [bookingId]);
    const refunds = (bookingId: string) =>
      kit.server.database.db.query<{
        reason: string;
        currency: string;
        amount: string;
        status: string;
        chain_network: string;
        chain_tx_hash: string | null;
      }>(
        'select reason, currency, amount::text as amount, status, chain_network, chain_tx_hash from refunds where booking_id = $1 order by created_at',
        [bookingId],
      );

    it('a second RPC that times out: nothing confirms, the cursor stays, the watcher backs off, then counts it once the RPC answers', async () => {
      const { offerKey, bookingId, bill } = await book();
      await send(bill.address, String(bill.amount));
      await mine();
      const before = await cursor();
      proxy.set('hang');
      try {
        await evm().scan('polygon');
        const first = evm().health('polygon');
        expect(first).toMatchObject({
          state: 'unreachable',
          failures: 1,
          retryAt: kit.clock.now + rpcBackoffMs(0, 1),
        });
        await evm().scan('polygon');
        // Each failure in a row waits longer.
        expect(evm().health('polygon')).toMatchObject({
          state: 'unreachable',
          failures: 2,
          retryAt: kit.clock.now + rpcBackoffMs(0, 2),
        });
        expect(rpcBackoffMs(0, 2)).toBeGreaterThan(rpcBackoffMs(0, 1));
        expect(await cursor()).toBe(before);
        expect(await evm().deposits(bookingId)).toHaveLength(0);
        // The traveller is told confirmations are paused, and nothing is paid.
        expect(await invoice(offerKey)).toMatchObject({
          status: 'awaiting',
          paid: 0,
          confirmationsPaused: true,
        });
        expect((await reservation(offerKey)).bookingStatus).toBe('Processing');
      } finally {
        proxy.set('pass');
      }
      await evm().scan('polygon');
      expect(evm().health('polygon')).toEqual({ state: 'ok' });
      expect(await invoice(offerKey)).toMatchObject({
        status: 'paid',
        paid: bill.amount,
        confirmationsPaused: false,
      });
      expect(await payments(bookingId)).toHaveLength(1);
    });

    it('a second RPC that lies about the head stops confirmations with an alert until both agree again', async () => {
      const { offerKey, bookingId, bill } = await book();
      await send(bill.address, String(bill.amount));
      await mine();
      const before = await cursor();
      const alerts = vi.spyOn(kit.server.app.log, 'error');
      proxy.set('lie-head');
      try {
        await evm().scan('polygon');
        expect(evm().health('polygon')).toMatchObject({ state: 'disagree' });
        expect(alerts).toHaveBeenCalledWith(
          expect.objectContaining({ alert: 'crypto_rpc_disagree', network: 'polygon' }),
          expect.stringMatching(/disagree/),
        );
        // Still lying: still stopped (the alert repeats at most once a minute, on the kit's clock).
        await evm().scan('polygon');
        expect(
          alerts.mock.calls.filter(
            ([entry]) => (entry as { alert?: string }).alert === 'crypto_rpc_disagree',
          ),
        ).toHaveLength(1);
        expect(await cursor()).toBe(before);
        expect(await invoice(offerKey)).toMatchObject({
          status: 'awaiting',
          paid: 0,
          unconfirmed: 0,
          confirmationsPaused: true,
        });
      } finally {
        proxy.set('pass');
        alerts.mockRestore();
      }
      await evm().scan('polygon');
      expect(evm().health('polygon')).toEqual({ state: 'ok' });
      expect(await invoice(offerKey)).toMatchObject({ status: 'paid', confirmationsPaused: false });
      expect(await payments(bookingId)).toHaveLength(1);
    });

    it('RPCs that report different logs record nothing until they report the same', async () => {
      const { offerKey, bookingId, bill } = await book();
      await send(bill.address, String(bill.amount));
      await mine();
      proxy.set('hide-logs');
      try {
        await evm().scan('polygon');
        const health = evm().health('polygon');
        expect(health.state === 'disagree' ? health.reason : health.state).toMatch(/different Transfer logs/);
        expect(await evm().deposits(bookingId)).toHaveLength(0);
        expect((await reservation(offerKey)).bookingStatus).toBe('Processing');
      } finally {
        proxy.set('pass');
      }
      await evm().scan('polygon');
      expect(await evm().deposits(bookingId)).toHaveLength(1);
      expect(await invoice(offerKey)).toMatchObject({ status: 'paid' });
    });

    it('the invoiced coin sent on another network is recorded, never counted, shown, and sent back on that network', async () => {
      const { offerKey, bookingId, manage, bill } = await book();
      const hash = await send(bill.address, String(bill.amount), 'USDC', 'base');
      await mine('base');
      await evm().scanAll();
      await kit.server.checkout.sweep();
      const deposits = await evm().deposits(bookingId);
      expect(deposits).toMatchObject([{ kind: 'wrong-network', network: 'base', chain_tx_hash: hash }]);
      expect(await payments(bookingId)).toHaveLength(0);
      expect(await invoice(offerKey)).toMatchObject({
        status: 'awaiting',
        paid: 0,
        unmatched: [
          {
            kind: 'wrong-network',
            network: 'base',
            coin: 'USDC',
            amount: bill.amount,
            txHash: hash,
            returned: true,
          },
        ],
      });
      const shown = await reservation(offerKey);
      expect(shown).toMatchObject({
        bookingStatus: 'Processing',
        refund: { status: 'pending', addressNeeded: { coin: 'USDC', amount: bill.amount } },
      });
      expect(await refunds(bookingId)).toMatchObject([
        { reason: 'unmatched', currency: 'USDC', status: 'pending', chain_network: 'base' },
      ]);
      // The traveller says where it goes: it is sent from the refund wallet on Base, where it came.
      const to = privateKeyToAccount(generatePrivateKey()).address;
      const confirmed = await kit.inject('POST', '/api/offers/refundAddress', {
        offerKey,
        manage,
        address: to,
      });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      const [refund] = await refunds(bookingId);
      expect(refund?.status).toBe('done');
      const base = handles.base;
      expect(
        await base.client().readContract({
          address: base.local().tokens.USDC,
          abi: ERC20,
          functionName: 'balanceOf',
          args: [to],
        }),
      ).toBe(microUnits(String(bill.amount)));
      expect((await base.client().getTransactionReceipt({ hash: refund?.chain_tx_hash as Hex })).status).toBe(
        'success',
      );
      // The invoice is still open for the payment on Polygon.
      expect((await reservation(offerKey)).bookingStatus).toBe('Processing');
    });

    it('another token to the address is shown to the traveller and queued to go back in that token', async () => {
      const { offerKey, bookingId, bill } = await book();
      const hash = await send(bill.address, '7.25', 'USDT');
      await mine();
      await evm().scan('polygon');
      expect(await invoice(offerKey)).toMatchObject({
        status: 'awaiting',
        paid: 0,
        unmatched: [
          {
            kind: 'wrong-token',
            network: 'polygon',
            coin: 'USDT',
            amount: 7.25,
            txHash: hash,
            returned: true,
          },
        ],
      });
      expect(await refunds(bookingId)).toMatchObject([
        { reason: 'unmatched', currency: 'USDT', status: 'pending' },
      ]);
      expect(microUnits((await refunds(bookingId))[0]?.amount ?? '0')).toBe(microUnits('7.25'));
      expect(await payments(bookingId)).toHaveLength(0);
      expect((await reservation(offerKey)).bookingStatus).toBe('Processing');
    });

    it('a deposit to an expired invoice whose room is gone is recorded, never "paid", never confirms, and goes back', async () => {
      const { offerKey, bookingId, allotment, bill } = await book();
      const started = kit.clock.now;
      kit.clock.now += CHECKOUT_TIMING.paymentHoldMs + 1000;
      try {
        await kit.server.checkout.sweep();
        expect(await reservation(offerKey)).toMatchObject({
          bookingStatus: 'Failed',
          failure: 'paymentTimeout',
        });
        expect((await kit.inject('POST', '/api/sandbox/allotment', { ...allotment, left: 0 })).status).toBe(
          200,
        );
        await send(bill.address, String(bill.amount));
        await mine();
        await evm().scan('polygon');
        // Counted as late money, not as a paid invoice, before and after it is resolved.
        expect((await invoice(offerKey)).status).toBe('expired');
        await kit.server.checkout.sweep();
        expect(await evm().deposits(bookingId)).toMatchObject([{ kind: 'payment' }]);
        const shown = await reservation(offerKey);
        expect(shown).toMatchObject({
          state: 'failed',
          bookingStatus: 'Failed',
          isSuccess: false,
          latePayment: 'refunded',
          refund: { status: 'pending', addressNeeded: { coin: 'USDC', amount: bill.amount } },
        });
        expect(await invoice(offerKey)).toMatchObject({ status: 'expired', paid: bill.amount });
        expect(await refunds(bookingId)).toMatchObject([
          { reason: 'late', currency: 'USDC', status: 'pending' },
        ]);
      } finally {
        kit.clock.now = started;
      }
    });
  });
}
