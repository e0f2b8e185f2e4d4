/** Token units as a decimal text ("12.5" for 12500000 at 6 decimals). */
export function fromTokenUnits(units: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const whole = units / scale;
  const fraction = (units % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

/** A count of 10^-6 of the coin in the token's own units (its decimals; 6 on the stablecoins here). */
export function toTokenUnits(micro: bigint, decimals: number): bigint {
  return decimals >= 6 ? micro * 10n ** BigInt(decimals - 6) : micro / 10n ** BigInt(6 - decimals);
}
