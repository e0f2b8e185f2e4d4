import { ALL_NETWORKS, type CryptoNetwork } from '@clubstay/contract/checkout';
import type { Db } from '#db/db.ts';
import type { BookingLifecycle } from '#checkout/bookings.ts';
import { CryptoInvoices } from '#checkout/crypto.ts';
import { type EvmCryptoConfig, EvmCryptoPayments, type EvmCryptoDeps } from './evm.ts';
import { type CryptoPayments, RoutedCryptoPayments } from './payments.ts';

export interface CryptoRuntime {
  /** What checkout uses: every network served, each by its implementation. */
  payments: CryptoPayments;
  /** The sandbox (simulated deposits) for the networks the chain does not serve, while the sandbox is on. */
  sandbox: CryptoInvoices;
  /** The real chain implementation, when EVM networks are configured. */
  evm: EvmCryptoPayments | undefined;
}

/**
 * The crypto payments of a server: the chain for the configured EVM networks (its watchers started),
 * the sandbox for the other networks while the sandbox is on; with neither, no network (crypto is not
 * offered).
 */
function createCryptoPayments(
  deps: EvmCryptoDeps & {
    db: Db;
    lifecycle: BookingLifecycle;
    sandbox: boolean;
    evm?: EvmCryptoConfig | undefined;
  },
): CryptoRuntime {
  const evm = deps.evm && deps.evm.networks.length > 0 ? new EvmCryptoPayments(deps, deps.evm) : undefined;
  const chainNetworks: readonly CryptoNetwork[] = evm?.networks ?? [];
  const sandbox = new CryptoInvoices({
    db: deps.db,
    now: deps.now,
    lifecycle: deps.lifecycle,
    networks: deps.sandbox ? ALL_NETWORKS.filter((network) => !chainNetworks.includes(network)) : [],
  });
  evm?.start();
  return { payments: new RoutedCryptoPayments(deps.db, evm ? [evm, sandbox] : [sandbox]), sandbox, evm };
}

/** What the crypto payments are built with: the checkout's booking lifecycle records their deposits. */
export type CryptoPaymentsDeps = EvmCryptoDeps & { db: Db; lifecycle: BookingLifecycle; sandbox: boolean };

/**
 * The crypto payments of a server, chosen in main.ts and built by the checkout once its booking
 * lifecycle exists (so a factory rather than an instance).
 */
export type CryptoPaymentsFactory = (deps: CryptoPaymentsDeps) => CryptoRuntime;

/** Only the sandbox networks (simulated deposits), while the sandbox is on; the default and the tests'. */
export const sandboxCryptoPayments: CryptoPaymentsFactory = (deps) => createCryptoPayments(deps);

/** On chain for the configured EVM networks (CRYPTO_<NETWORK>_RPC_URL or CRYPTO=local-chain); the sandbox for the others. */
export const chainCryptoPayments =
  (evm: EvmCryptoConfig): CryptoPaymentsFactory =>
  (deps) =>
    createCryptoPayments({ ...deps, evm });
