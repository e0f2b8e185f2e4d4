import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HDKey } from '@scure/bip32';
import { getAddress, toHex } from 'viem';
import { hdKeyToAccount } from 'viem/accounts';
import { CHECKOUT_TIMING, EVM_NETWORKS } from '@clubstay/contract/checkout';
import type { Db } from '#db/db.ts';
import { keepOpen, storages } from '#test/storages.ts';
import { findOffers, type Kit, type Offer, startKit } from '#checkout/test-kit.ts';
import { XpubAddresses } from './addresses.ts';
import type { EvmCryptoConfig } from './evm.ts';
import { type LocalChain, startLocalChain } from './local-chain.ts';
import { localChainHandles } from './local-chain-handles.ts';
import { cryptoBookingCalls } from './chain-test-calls.ts';
import { fromMicroUnits, microUnits } from './payments.ts';

const CONFIRMATIONS = 3;

describe('deposit addresses from an xpub', () => {
  it('derive the same addresses as the private keys of the wallet that exported the xpub', () => {
    const root = HDKey.fromMasterSeed(new Uint8Array(32).fill(7));
    const xpub = root.derive("m/44'/60'/0'/0").publicExtendedKey;
    const addresses = new XpubAddresses(xpub);
    for (const index of [0, 1, 17, 2 ** 31 - 1]) {
      expect(addresses.address(index)).toBe(hdKeyToAccount(root, { addressIndex: index }).address);
    }
    expect(() => new XpubAddresses(root.derive("m/44'/60'/0'/0").privateExtendedKey)).toThrow(/public/);
  });

  it('the contract table holds checksummed token contracts of 6 decimals', () => {
    for (const network of Object.values(EVM_NETWORKS)) {
      for (const token of Object.values(network.tokens)) {
        expect(getAddress(token.address)).toBe(token.address);
        expect(token.decimals).toBe(6);
      }
    }
  });

  it('amounts are counted exactly in millionths', () => {
    expect(microUnits('12.5')).toBe(12_500_000n);
    expect(microUnits('0.000001')).toBe(1n);
    expect(fromMicroUnits(microUnits('100.10') + 1n)).toBe('100.100001');
    expect(fromMicroUnits(microUnits(73.94))).toBe('73.94');
  });
});

for (const storage of storages()) {
  describe(`crypto on a local EVM chain, over JSON-RPC, on ${storage.name}`, () => {
    let chain: LocalChain;
    let db: Db;
    let kit: Kit;
    let offers: Offer[];
    let next = 0;
    let config: EvmCryptoConfig;

    beforeAll(async () => {
      chain = await startLocalChain({ networks: ['polygon'], port: 0 });
      config = { xpub: chain.xpub, networks: chain.config({ polygon: CONFIRMATIONS }), pollMs: 0 };
      db = await storage.open();
      kit = await startKit(keepOpen(db), { cryptoChain: config });
      offers = await findOffers(kit, 8);
    }, 240_000);
    afterAll(async () => {
      await kit?.server.app.close();
      await db?.close();
      await chain?.close();
      await storage.cleanup();
    });

    const { local, rpc, transfer } = localChainHandles(() => chain);
    const mine = (blocks: number) => rpc('hardhat_mine', [toHex(blocks)]);
    const scan = async () => {
      const evm = kit.server.checkout.crypto.evm;
      if (!evm) throw new Error('no chain');
      await evm.scanAll();
    };
    /** A test account (1 to 9) sends `amount` (in the coin) of a test stablecoin to `to`. */
    const send = (to: string, amount: string, coin: 'USDC' | 'USDT' = 'USDC', payer = 1) => {
      const key = chain.accounts[payer];
      if (!key) throw new Error('no payer');
      return transfer(key, to, microUnits(amount), coin);
    };
    const calls = cryptoBookingCalls(() => kit);
    const { invoice, reservation } = calls;
    const book = async (coin: 'USDC' | 'USDT' = 'USDC') => {
      const offerKey = await calls.book(offers[next++], { coin });
      const [row] = await kit.server.database.db.query<{ id: string }>(
        'select id from bookings where offer_key = $1',
        [offerKey],
      );
      if (!row) throw new Error('no booking');
      return { offerKey, bookingId: row.id };
    };
    const paymentsOf = (bookingId: string) =>
      kit.server.database.db.query<{ provider_ref: string; amount: string }>(
        `select provider_ref, amount::text as amount from payments where booking_id = $1 order by created_at, provider_ref`,
        [bookingId],
      );
    const depositsOf = (bookingId: string) => {
      const evm = kit.server.checkout.crypto.evm;
      if (!evm) throw new Error('no chain');
      return evm.deposits(bookingId);
    };

    it('offers crypto on the chain: the invoice address is the xpub child stored on the invoice, the QR an EIP-681 transfer', async () => {
      const { offerKey } = await book();
      const bill = await invoice(offerKey);
      const [row] = await kit.server.database.db.query<{ address_index: number }>(
        'select i.address_index from crypto_invoices i join bookings b on b.id = i.booking_id where b.offer_key = $1',
        [offerKey],
      );
      expect(row?.address_index).toBeGreaterThanOrEqual(0);
      expect(bill.address).toBe(new XpubAddresses(chain.xpub).address(row?.address_index ?? -1));
      expect(bill.uri).toBe(
        `ethereum:${local().tokens.USDC}@${local().chainId}/transfer?address=${bill.address}&uint256=${microUnits(String(bill.amount))}`,
      );
      // What a browser wallet sends: the token contract and the exact amount in its base units.
      expect(bill.chain).toEqual({
        chainId: local().chainId,
        chainName: 'Local Polygon PoS',
        rpcUrls: [local().rpcUrl],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        explorer: null,
        token: local().tokens.USDC,
        decimals: 6,
        amountUnits: microUnits(String(bill.amount)).toString(),
        confirmations: CONFIRMATIONS,
      });
      // The sandbox's simulated deposits do not reach a chain invoice.
      expect(
        (
          await kit.inject('POST', '/api/sandbox/crypto/deposit', {
            address: bill.address,
            amount: bill.amount,
          })
        ).status,
      ).toBe(409);
      // An exact payment: seen at once, counted only once 3 blocks are built on it.
      await send(bill.address, String(bill.amount));
      await scan();
      expect(await invoice(offerKey)).toMatchObject({
        status: 'awaiting',
        paid: 0,
        unconfirmed: bill.amount,
        // On its way: a wallet is not asked to send it again.
        chain: { amountUnits: '0' },
      });
      await mine(CONFIRMATIONS - 1);
      await scan();
      expect(await invoice(offerKey)).toMatchObject({ status: 'awaiting', paid: 0 });
      await mine(1);
      await scan();
      expect(await invoice(offerKey)).toMatchObject({
        status: 'paid',
        paid: bill.amount,
        left: 0,
        unconfirmed: 0,
      });
      expect((await reservation(offerKey)).state).toBe('pending');
    });

    it("two partial payments add up: partly paid, then paid; those the checkout's wallet sent are the traveller's own", async () => {
      const { offerKey, bookingId } = await book();
      const bill = await invoice(offerKey);
      const first = fromMicroUnits(microUnits(String(bill.amount)) / 3n);
      const firstHash = await send(bill.address, first);
      // Pay with wallet says so before the transfer is recorded.
      const claim = (txHash: string) =>
        kit.inject('POST', '/api/payments/crypto/wallet-payment', { offerKey, txHash });
      expect((await claim(firstHash.toUpperCase().replace('0X', '0x'))).status).toBe(200);
      await mine(CONFIRMATIONS);
      await scan();
      const partly = await invoice(offerKey);
      expect(partly).toMatchObject({ status: 'partiallyPaid', paid: Number(first) });
      expect((await reservation(offerKey)).bookingStatus).toBe('PartiallyPaid');
      const secondHash = await send(
        bill.address,
        fromMicroUnits(microUnits(String(bill.amount)) - microUnits(first)),
        'USDC',
        2,
      );
      await mine(CONFIRMATIONS);
      await scan();
      expect(await invoice(offerKey)).toMatchObject({ status: 'paid', left: 0 });
      expect(await paymentsOf(bookingId)).toHaveLength(2);
      expect((await reservation(offerKey)).bookingStatus).toBe('Pending');
      const ownWallet = async () =>
        (await depositsOf(bookingId)).map((deposit) => [deposit.chain_tx_hash, deposit['own_wallet']]);
      // The second came from elsewhere (an exchange, as far as the API knows) until the wallet says so.
      expect(await ownWallet()).toEqual([
        [firstHash, true],
        [secondHash, false],
      ]);
      expect((await claim(secondHash)).status).toBe(200);
      expect(await ownWallet()).toEqual([
        [firstHash, true],
        [secondHash, true],
      ]);
    });

    it('an overpayment completes the invoice and its excess is recorded and queued for refund', async () => {
      const { offerKey, bookingId } = await book();
      const bill = await invoice(offerKey);
      await send(bill.address, fromMicroUnits(microUnits(String(bill.amount)) + microUnits('5.5')));
      await mine(CONFIRMATIONS);
      await scan();
      expect(await invoice(offerKey)).toMatchObject({ status: 'paid' });
      const payments = await paymentsOf(bookingId);
      expect(payments.map((payment) => microUnits(payment.amount)).sort()).toEqual(
        [microUnits('5.5'), microUnits(String(bill.amount))].sort(),
      );
      const refunds = await kit.server.database.db.query<{
        reason: string;
        amount: string;
        provider_ref: string;
      }>('select reason, amount::text as amount, provider_ref from refunds where booking_id = $1', [
        bookingId,
      ]);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]).toMatchObject({ reason: 'duplicate' });
      expect(microUnits(refunds[0]?.amount ?? '0')).toBe(microUnits('5.5'));
      expect(refunds[0]?.provider_ref).toMatch(/:excess$/);
      // This server has no refund wallet (CRYPTO_REFUND_KEY): the refund says what to send by hand and stays queued (refunds.test.ts sends them).
      await kit.server.checkout.refunds.process(bookingId);
      const [queued] = await kit.server.database.db.query<{ status: string; last_error: string }>(
        'select status, last_error from refunds where booking_id = $1',
        [bookingId],
      );
      expect(queued?.status).toBe('pending');
      expect(queued?.last_error).toMatch(/by hand/);
      // The excess is not charged (the invoice's EUR amount is the coin amount at the config rate: cents may differ).
      expect((await reservation(offerKey)).totalCharged).toBeCloseTo((await reservation(offerKey)).total, 1);
    });

    it('a deposit after the invoice window is recorded as late money and completes the booking while the room is there', async () => {
      const { offerKey, bookingId } = await book();
      const bill = await invoice(offerKey);
      const started = kit.clock.now;
      kit.clock.now += CHECKOUT_TIMING.paymentHoldMs + 1000;
      try {
        await kit.server.checkout.sweep();
        expect(await reservation(offerKey)).toMatchObject({
          bookingStatus: 'Failed',
          failure: 'paymentTimeout',
        });
        await send(bill.address, String(bill.amount));
        await mine(CONFIRMATIONS);
        await scan();
        await kit.server.checkout.sweep();
        expect(await depositsOf(bookingId)).toHaveLength(1);
        expect(await reservation(offerKey)).toMatchObject({ state: 'pending', latePayment: 'completed' });
      } finally {
        kit.clock.now = started;
      }
    });

    it('a reorg of the transfer’s block before it had its confirmations never counts it', async () => {
      const { offerKey, bookingId } = await book();
      const bill = await invoice(offerKey);
      const snapshot = await rpc('evm_snapshot');
      await send(bill.address, String(bill.amount));
      await mine(1);
      await scan();
      expect(await invoice(offerKey)).toMatchObject({ unconfirmed: bill.amount, paid: 0 });
      // The chain drops the blocks holding the transfer and builds others instead.
      expect(await rpc('evm_revert', [snapshot])).toBe(true);
      await mine(CONFIRMATIONS + 3);
      await scan();
      expect(await invoice(offerKey)).toMatchObject({ status: 'awaiting', paid: 0, unconfirmed: 0 });
      expect(await depositsOf(bookingId)).toHaveLength(0);
      expect(await paymentsOf(bookingId)).toHaveLength(0);
    });

    it('a restart of the API between the deposit and its confirmation loses nothing and counts it once', async () => {
      const { offerKey, bookingId } = await book();
      const bill = await invoice(offerKey);
      await send(bill.address, String(bill.amount));
      await mine(1);
      await scan();
      expect((await invoice(offerKey)).unconfirmed).toBe(bill.amount);
      await kit.server.app.close();
      kit = await startKit(keepOpen(db), { cryptoChain: config }, kit.clock, false);
      await mine(CONFIRMATIONS);
      await scan();
      expect(await invoice(offerKey)).toMatchObject({ status: 'paid', paid: bill.amount });
      // A cursor that went back (a lost update, a restored backup) sees the same logs again: still counted once.
      await kit.server.database.db.query(
        `update crypto_chain_cursors set block_number = block_number - 20 where network = 'polygon'`,
      );
      await scan();
      await kit.server.checkout.sweep();
      expect(await depositsOf(bookingId)).toHaveLength(1);
      expect(await paymentsOf(bookingId)).toHaveLength(1);
      expect((await reservation(offerKey)).totalCharged).toBeCloseTo((await reservation(offerKey)).total, 1);
    });

    it('a transfer of another token to the address is recorded and never confirms the booking', async () => {
      const { offerKey, bookingId } = await book();
      const bill = await invoice(offerKey);
      await send(bill.address, String(bill.amount), 'USDT');
      await mine(CONFIRMATIONS);
      await scan();
      expect(await invoice(offerKey)).toMatchObject({ status: 'awaiting', paid: 0, unconfirmed: 0 });
      const deposits = await depositsOf(bookingId);
      expect(deposits).toHaveLength(1);
      expect(deposits[0]).toMatchObject({ kind: 'wrong-token', token: local().tokens.USDT });
      expect(await paymentsOf(bookingId)).toHaveLength(0);
      expect((await reservation(offerKey)).bookingStatus).toBe('Processing');
    });
  });
}
