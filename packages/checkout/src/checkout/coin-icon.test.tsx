import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CRYPTO_COINS } from '@clubstay/contract/checkout';
import { CoinLabel } from './coin-icon.tsx';

afterEach(cleanup);

describe('the coin choice (spec 2 §1: stablecoin icons exist for USDC and USDT)', () => {
  it.each(CRYPTO_COINS)('shows %s with its own bundled icon beside its name', (coin) => {
    const { container } = render(<CoinLabel coin={coin} />);
    expect(screen.getByText(coin)).toBeTruthy();
    const icon = container.querySelector('img');
    // Decoration: the name says it all to a screen reader.
    expect(icon?.getAttribute('alt')).toBe('');
    expect(icon?.getAttribute('src')).toMatch(
      new RegExp(`cryptocurrency-icons/svg/color/${coin.toLowerCase()}\\.svg|^data:image/svg`),
    );
  });
});
