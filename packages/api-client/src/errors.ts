import type { ApiErrorBody, FieldError } from '@clubstay/contract/errors';

const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The API's error answer (the contract's `apiErrorBodySchema`), read without zod so the error path
 * does not carry the schema library into the app's first script; `errors.test.ts` holds it to the schema.
 */
export function readErrorBody(data: unknown): ApiErrorBody | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const body = data as Record<string, unknown>;
  if (!isInt(body.status) || !isText(body.message) || !Array.isArray(body.errors)) return undefined;
  if (body.errorCode !== undefined && !isInt(body.errorCode)) return undefined;
  const errors: FieldError[] = [];
  for (const item of body.errors as unknown[]) {
    if (typeof item !== 'object' || item === null) return undefined;
    const { field, code, message } = item as Record<string, unknown>;
    if (!isText(field) || !isText(code) || !isText(message)) return undefined;
    errors.push({ field, code, message });
  }
  return {
    status: body.status,
    message: body.message,
    errors,
    ...(body.errorCode === undefined ? {} : { errorCode: body.errorCode }),
  };
}

/**
 * A failed API call as the app sees it (spec 1 §8): the message and, when a response exists, its
 * status, statusText, data and errors list. `status` is 0 for a network failure.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly statusText: string,
    readonly data: unknown,
    readonly errors: FieldError[],
    readonly path: string,
  ) {
    super(message);
  }

  get errorCode(): number | undefined {
    return readErrorBody(this.data)?.errorCode;
  }

  static async fromResponse(response: Response, path: string): Promise<ApiError> {
    const text = await response.text().catch(() => '');
    let data: unknown = text;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: keep the text.
    }
    const body = readErrorBody(data);
    const message = body ? body.message : `HTTP ${response.status} ${response.statusText}`.trim();
    return new ApiError(message, response.status, response.statusText, data, body ? body.errors : [], path);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
