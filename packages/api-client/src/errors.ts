import { apiErrorBodySchema, type FieldError } from '@clubstay/contract/errors';

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
    const parsed = apiErrorBodySchema.safeParse(this.data);
    return parsed.success ? parsed.data.errorCode : undefined;
  }

  static async fromResponse(response: Response, path: string): Promise<ApiError> {
    const text = await response.text().catch(() => '');
    let data: unknown = text;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: keep the text.
    }
    const parsed = apiErrorBodySchema.safeParse(data);
    const message = parsed.success ? parsed.data.message : `HTTP ${response.status} ${response.statusText}`.trim();
    return new ApiError(message, response.status, response.statusText, data, parsed.success ? parsed.data.errors : [], path);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
