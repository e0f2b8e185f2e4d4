/**
 * The analytics seam (spec 1 §7 "a login event is tracked", spec 2 §4 "then tracks the booking";
 * conversion pixels and tag managers are not part of the product API). Screens report what happened
 * through `RouterContext.analytics`; the shell adds the visit's attribution and hands the event to the
 * brand's sink. The default sink does nothing. A partner's tag manager plugs in as the brand app's
 * `analytics` (see `AnalyticsSink`).
 */

/** The campaign values of the landing address (spec 1 §2 "Global: gclid, utm_*"), kept for the visit. */
export interface Attribution {
  gclid?: string;
  utm_campaign?: string;
  utm_medium?: string;
  utm_source?: string;
}

export const ATTRIBUTION_KEYS = ['gclid', 'utm_campaign', 'utm_medium', 'utm_source'] as const;

/** What a screen reports. */
export type AnalyticsEvent =
  | { type: 'login' }
  | {
      type: 'booking';
      offerKey: string;
      hotelId: number;
      /** The total charged, in `currency`. */
      value: number;
      currency: string;
    };

/** What a sink receives: the event with the brand, the page and the visit's attribution. */
export type TrackedEvent = AnalyticsEvent & { brand: string; pageUrl: string; attribution: Attribution };

/**
 * Where tracked events go. Implement it in a brand app to feed a partner's tag manager, e.g.
 *
 * ```ts
 * const analytics: AnalyticsSink = {
 *   track: (event) => (window as { dataLayer?: unknown[] }).dataLayer?.push({ event: event.type, ...event }),
 * };
 * createBrandApp({ ...brandApp, analytics }).mount(root);
 * ```
 *
 * A sink must not throw (errors are swallowed) and must not block: it is called during user actions.
 */
export interface AnalyticsSink {
  track(event: TrackedEvent): void;
}

/** The default: nothing leaves the site. */
export const noopSink: AnalyticsSink = { track: () => undefined };

/** What screens call (the shell fills in brand, page and attribution). */
export interface Analytics {
  track(event: AnalyticsEvent): void;
}

/** Reads the attribution values of an address's query. */
export function attributionOf(search: URLSearchParams): Attribution {
  const found: Attribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = search.get(key);
    if (value) found[key] = value.slice(0, 500);
  }
  return found;
}

/** Binds a sink to a visit: every event gets the brand, the page and the attribution of that moment. */
export function createAnalytics(
  sink: AnalyticsSink,
  facts: { brand: string; pageUrl: () => string; attribution: () => Attribution },
): Analytics {
  return {
    track(event) {
      try {
        sink.track({
          ...event,
          brand: facts.brand,
          pageUrl: facts.pageUrl(),
          attribution: facts.attribution(),
        });
      } catch {
        // A partner's tag must never break a sign-in or a booking.
      }
    },
  };
}
