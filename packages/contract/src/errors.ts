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
