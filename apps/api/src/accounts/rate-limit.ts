import type { Queryable } from '#db/db.ts';
import { HttpError } from '#http.ts';
import type { Clock } from '#clock.ts';

/**
 * Fixed-window counters in the database (table rate_limits), so every API process behind a load
 * balancer counts the same attempts. One upsert per check: the row's window restarts when it is
 * older than the window. Counters change on refused calls by design (they count attempts).
 */
interface RateRule {
  /** Counter family, e.g. "login:account". */
  name: string;
  limit: number;
  windowSeconds: number;
}

/** The limits of issue 9: sign-in, reset and sign-up per account and per address (plus confirmation codes and contact). */
export const RATE_RULES = {
  /** Sign-in per account from one source (client address): the owner elsewhere is not locked out. */
  loginAccountSource: { name: 'login:account-source', limit: 10, windowSeconds: 15 * 60 },
  /** Sign-in per account from all sources: a ceiling for guesses spread over many addresses. */
  loginAccount: { name: 'login:account', limit: 100, windowSeconds: 15 * 60 },
  /** Password checks of a signed-in member (change password, delete account): their session's own counter. */
  passwordCheck: { name: 'password:account', limit: 10, windowSeconds: 15 * 60 },
  loginAddress: { name: 'login:address', limit: 50, windowSeconds: 15 * 60 },
  resetAccount: { name: 'reset:account', limit: 5, windowSeconds: 60 * 60 },
  resetAddress: { name: 'reset:address', limit: 20, windowSeconds: 60 * 60 },
  signUpAccount: { name: 'signup:account', limit: 10, windowSeconds: 60 * 60 },
  signUpAddress: { name: 'signup:address', limit: 30, windowSeconds: 60 * 60 },
  codeAccount: { name: 'code:account', limit: 5, windowSeconds: 60 * 60 },
  codeAddress: { name: 'code:address', limit: 30, windowSeconds: 60 * 60 },
  contactAddress: { name: 'contact:address', limit: 10, windowSeconds: 60 * 60 },
  waitingListAddress: { name: 'waiting:address', limit: 30, windowSeconds: 60 * 60 },
  /** Error reports (POST /web/check) per client address. */
  webReportAddress: { name: 'web-check:address', limit: 60, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

export class RateLimiter {
  constructor(
    private readonly db: () => Queryable,
    private readonly clock: Clock,
  ) {}

  /** Counts one attempt; returns the seconds to wait when over the limit, else 0. */
  async hit(rule: RateRule, subject: string): Promise<number> {
    const nowSeconds = Math.floor(this.clock().getTime() / 1000);
    const window = nowSeconds - (nowSeconds % rule.windowSeconds);
    const rows = await this.db().query<{ hits: number; window_start: string }>(
      `insert into rate_limits (key, window_start, hits) values ($1, $2, 1)
       on conflict (key) do update set
         hits = case when rate_limits.window_start = excluded.window_start then rate_limits.hits + 1 else 1 end,
         window_start = excluded.window_start
       returning hits, window_start::text`,
      [`${rule.name}:${subject}`, window],
    );
    const hits = Number(rows[0]?.hits ?? 1);
    return hits > rule.limit ? window + rule.windowSeconds - nowSeconds : 0;
  }

  /** Counts one attempt against every rule; throws 429 with Retry-After when any is over. */
  async check(...checks: [RateRule, string][]): Promise<void> {
    let wait = 0;
    for (const [rule, subject] of checks) wait = Math.max(wait, await this.hit(rule, subject));
    if (wait > 0) throw new TooManyAttempts(wait);
  }
}

export class TooManyAttempts extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, `Too many attempts. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`);
  }
}
