import { z } from 'zod';

/**
 * An error report (spec 1 §7 POST /web/check): a failed API call ("endpoint") or a render crash
 * caught by the error boundary ("errorBoundary").
 */
export const webCheckRequestSchema = z.object({
  error: z.string().min(1).max(4000),
  errorInfo: z
    .object({
      requestParams: z.unknown().optional(),
      response: z.unknown().optional(),
      status: z.number().int().optional(),
      pageUrl: z.string().max(2000).optional(),
      path: z.string().max(2000).optional(),
      componentStack: z.string().max(20000).optional(),
    })
    .strict(),
  type: z.enum(['endpoint', 'errorBoundary']),
  meta: z
    .object({
      buildVersion: z.string().max(100),
      userAgent: z.string().max(1000),
      viewportHeight: z.number().int().nonnegative(),
      viewportWidth: z.number().int().nonnegative(),
      timezoneOffset: z.number().int().min(-1440).max(1440),
    })
    .strict(),
});
export type WebCheckRequest = z.infer<typeof webCheckRequestSchema>;

export const webCheckResponseSchema = z.object({ id: z.string(), isSuccessful: z.literal(true) });
export type WebCheckResponse = z.infer<typeof webCheckResponseSchema>;
