import { z } from 'zod';

/** One field that failed validation: its dotted path, a stable code and an English message. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  code: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every error answer of the API has this shape; `errors` is empty when no field is to blame. */
export const apiErrorBodySchema = z.object({
  status: z.number().int(),
  message: z.string(),
  errors: z.array(fieldErrorSchema),
  errorCode: z.number().int().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Turns a zod error into field errors with paths such as `meta.viewportWidth` or `query.k`. */
export function toFieldErrors(error: z.ZodError, prefix?: string): FieldError[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const field = [prefix, path].filter(Boolean).join('.') || (prefix ?? '');
    return { field, code: issue.code, message: issue.message };
  });
}

/**
 * A state-changing call (POST, PUT, PATCH, DELETE) signed in by the session cookie whose `Origin` (or,
 * without one, `Referer`) is not the site it was sent to: 403 with this code and a field error on
 * `headers.origin`. The cookie is HttpOnly and SameSite=Lax; this check keeps another site's page from
 * acting with it (CSRF). Calls with `Authorization: Bearer <token>` are not concerned.
 */
export const CROSS_SITE_ERROR_CODE = 51;
export const CROSS_SITE_MESSAGE =
  'This request came from another site: calls signed in by the session cookie are accepted only from this site’s own pages';
