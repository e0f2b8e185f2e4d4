import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUnits, type Hex } from 'viem';
import type { CryptoInvoice, CryptoInvoiceChain } from '@clubstay/contract/checkout';
import { explorerTxUrl } from '@clubstay/contract/checkout-rules';
import { Banner } from '@clubstay/ui/banner';
import { Button } from '@clubstay/ui/button';
import { address as addressClass, column, link, muted, subTitle, text } from '#checkout/checkout.css.ts';
import {
  type Eip1193Provider,
  injectedWallet,
  type PayStep,
  payInvoice,
  transactionProgress,
  type TransactionProgress,
  WalletError,
  type WalletProblem,
} from './wallet.ts';

type Phase =
  | { kind: 'idle' }
  | { kind: 'working'; step: PayStep }
  | { kind: 'sent'; hash: Hex; progress: TransactionProgress }
  | { kind: 'failed'; problem: WalletProblem };

const STEP_KEYS = {
  connecting: 'STEP_CONNECTING',
  switching: 'STEP_SWITCHING',
  checking: 'STEP_CHECKING',
  signing: 'STEP_SIGNING',
} as const satisfies Record<PayStep, string>;
const PROBLEM_KEYS = {
  rejected: 'REJECTED',
  switchRefused: 'SWITCH_REFUSED',
  unknownNetwork: 'UNKNOWN_NETWORK',
  balance: 'BALANCE',
  gas: 'GAS',
  busy: 'BUSY',
  noAccount: 'NO_ACCOUNT',
  reverted: 'REVERTED',
  failed: 'FAILED',
} as const satisfies Record<WalletProblem, string>;
/** How often a sent transaction is read through the wallet (blocks come every 2 s to 12 s). */
const PROGRESS_MS = 2000;

function subscribeWallet(changed: () => void): () => void {
  window.addEventListener('ethereum#initialized', changed);
  return () => window.removeEventListener('ethereum#initialized', changed);
}

export interface PayWithWalletProps {
  invoice: CryptoInvoice;
  chain: CryptoInvoiceChain;
  /** The network's name as the page shows it. */
  networkName: string;
  /** The invoice still takes payments (not expired): the button is offered. */
  open: boolean;
  /** The wallet sent a transaction (the API records it as the traveller's own wallet). */
  onSent?: (txHash: Hex) => void;
}

/**
 * "Pay with wallet" beside the address and QR code: the browser's injected wallet sends the exact
 * ERC-20 transfer on the invoice's network (wallet.ts), and the traveller sees it pending, then its
 * confirmations as blocks arrive; the invoice (polled by the page) turns paid and the page moves on.
 * Without an injected wallet the button stays disabled and says why; every failure leaves the
 * address and QR code to pay with. The default export is what crypto-step.tsx loads lazily.
 */
export default function PayWithWallet({ invoice, chain, networkName, open, onSent }: PayWithWalletProps) {
  const { t } = useTranslation();
  const noteId = useId();
  // The server has none (undefined there); a wallet injected late says so with `ethereum#initialized`.
  const provider: Eip1193Provider | null | undefined = useSyncExternalStore(
    subscribeWallet,
    injectedWallet,
    () => undefined,
  );
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  const sentHash = phase.kind === 'sent' ? phase.hash : undefined;
  const settled =
    phase.kind === 'sent' &&
    phase.progress.state === 'mined' &&
    phase.progress.confirmations >= chain.confirmations;
  // The wallet's view of the chain, read while the transaction is on its way (not the API's data:
  // the invoice itself is the page's poll, which ends the step once paid).
  useEffect(() => {
    if (!provider || !sentHash || settled) return;
    let live = true;
    const read = async () => {
      try {
        const progress = await transactionProgress(provider, sentHash);
        if (!live) return;
        setPhase(
          progress.state === 'reverted'
            ? { kind: 'failed', problem: 'reverted' }
            : { kind: 'sent', hash: sentHash, progress },
        );
      } catch {
        // The wallet may be on another network for a moment; the next read tries again.
      }
    };
    const timer = setInterval(() => void read(), PROGRESS_MS);
    void read();
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [provider, sentHash, settled]);

  const amount = `${formatUnits(BigInt(chain.amountUnits), chain.decimals)} ${invoice.coin}`;
  const values = {
    network: networkName,
    chainId: chain.chainId,
    amount,
    symbol: chain.nativeCurrency.symbol,
  };
  const pay = async () => {
    if (!provider) return;
    try {
      const sent = await payInvoice(provider, { address: invoice.address, chain }, (step) =>
        setPhase({ kind: 'working', step }),
      );
      setPhase({ kind: 'sent', hash: sent.hash, progress: { state: 'pending' } });
      onSent?.(sent.hash);
    } catch (error) {
      setPhase({ kind: 'failed', problem: error instanceof WalletError ? error.problem : 'failed' });
    }
  };
  // Something already on its way (the API sees it) or sent from here: nothing more to send now.
  const canPay = open && phase.kind !== 'sent' && BigInt(chain.amountUnits) > 0n;
  if (!canPay && phase.kind !== 'sent') return null;

  const txUrl = phase.kind === 'sent' ? explorerTxUrl(chain.explorer, phase.hash) : null;
  return (
    <div className={column}>
      <h3 className={subTitle}>{t('CHECKOUT_PAGE.CRYPTO.WALLET.TITLE')}</h3>
      {canPay ? (
        <>
          <p className={muted} id={noteId}>
            {provider === null
              ? t('CHECKOUT_PAGE.CRYPTO.WALLET.NO_WALLET')
              : t('CHECKOUT_PAGE.CRYPTO.WALLET.INTRO', values)}
          </p>
          <div>
            <Button
              onPress={() => void pay()}
              isDisabled={!provider}
              isPending={phase.kind === 'working'}
              aria-describedby={noteId}
            >
              {t('CHECKOUT_PAGE.CRYPTO.WALLET.PAY')}
            </Button>
          </div>
        </>
      ) : null}
      <div role="status" aria-live="polite">
        {phase.kind === 'working' ? (
          <p className={text}>{t(`CHECKOUT_PAGE.CRYPTO.WALLET.${STEP_KEYS[phase.step]}`, values)}</p>
        ) : null}
        {phase.kind === 'sent' ? (
          <p className={text}>
            {phase.progress.state === 'pending'
              ? t('CHECKOUT_PAGE.CRYPTO.WALLET.SENT')
              : settled
                ? t('CHECKOUT_PAGE.CRYPTO.WALLET.CONFIRMED')
                : t('CHECKOUT_PAGE.CRYPTO.WALLET.CONFIRMING', {
                    count: phase.progress.state === 'mined' ? phase.progress.confirmations : 0,
                    needed: chain.confirmations,
                  })}
          </p>
        ) : null}
      </div>
      {phase.kind === 'failed' ? (
        <Banner
          tone="danger"
          live="alert"
          onDismiss={() => setPhase({ kind: 'idle' })}
          dismissLabel={t('CHECKOUT_PAGE.CLOSE')}
        >
          {t(`CHECKOUT_PAGE.CRYPTO.WALLET.ERRORS.${PROBLEM_KEYS[phase.problem]}`, values)}{' '}
          {t('CHECKOUT_PAGE.CRYPTO.WALLET.ADDRESS_STILL')}
        </Banner>
      ) : null}
      {phase.kind === 'sent' ? (
        <p className={muted}>
          {t('CHECKOUT_PAGE.CRYPTO.WALLET.TRANSACTION')}{' '}
          {txUrl ? (
            <a className={`${link} ${addressClass}`} href={txUrl} target="_blank" rel="noreferrer">
              {phase.hash}
            </a>
          ) : (
            <code className={addressClass}>{phase.hash}</code>
          )}
        </p>
      ) : null}
    </div>
  );
}
