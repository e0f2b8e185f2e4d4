import usdcIcon from 'cryptocurrency-icons/svg/color/usdc.svg?url';
import usdtIcon from 'cryptocurrency-icons/svg/color/usdt.svg?url';
import type { CryptoCoin } from '@clubstay/contract/checkout';
import { coinIcon, coinLabel } from './checkout.css.ts';

/** The stablecoins' own icons (spec 2 §1), from the cryptocurrency-icons set (CC0), bundled with the app. */
const ICONS: Record<CryptoCoin, string> = { USDC: usdcIcon, USDT: usdtIcon };

/** A coin's icon and ticker, as the coin choice shows them; the icon is decoration beside the name. */
export function CoinLabel({ coin }: { coin: CryptoCoin }) {
  return (
    <span className={coinLabel}>
      <img className={coinIcon} src={ICONS[coin]} alt="" data-coin-icon={coin} />
      {coin}
    </span>
  );
}
