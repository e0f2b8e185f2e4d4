/**
 * The checkout countdown: time left until `expiresAt` on the server's clock. The page measures the
 * skew once (server time minus local time at fetch) so a wrong local clock does not cut it short.
 */
export function remainingMs(expiresAt: string, skewMs: number, localNow: number): number {
  return Math.max(0, Date.parse(expiresAt) - (localNow + skewMs));
}

/** 754000 → "12:34"; an hour or more → "1:02:03". */
export function formatRemaining(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}
