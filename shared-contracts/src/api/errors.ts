import type { AxiosError } from 'axios';
import { apiErrorSchema } from '../schemas/common.ts';

/** Any failed call, reduced to what a screen needs: an HTTP status (0 = network) and a stable code. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  /**
   * Values for the translated message (`out_of_stock`: `max_quantity`; a refusal that says when to try
   * again: `retry_after_ms`, from the body or else from the answer's `Retry-After`).
   */
  readonly details: Record<string, string | number>;

  constructor(status: number, code: string, message: string, details: Record<string, string | number> = {}) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** axios's own check (its errors carry `isAxiosError: true`), without loading axios for it. */
const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && 'isAxiosError' in error && error.isAxiosError === true;

/**
 * An answer's `Retry-After` in milliseconds (the API sends seconds: a rate limit, a busy database);
 * undefined without one. The API's CORS exposes the header to the page.
 */
function retryAfterMs(value: unknown): number | undefined {
  const seconds = typeof value === 'string' || typeof value === 'number' ? Number(value) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

/** A response header by its name in any case (axios lowers them; a stub or another adapter may not). */
const headerOf = (headers: object, name: string): unknown =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];

export function toApiRequestError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  if (isAxiosError(error)) {
    if (!error.response) return new ApiRequestError(0, 'network_error', error.message);
    const body = apiErrorSchema.safeParse(error.response.data);
    if (body.success) {
      const wait = retryAfterMs(headerOf(error.response.headers, 'retry-after'));
      return new ApiRequestError(error.response.status, body.data.error, body.data.message, {
        ...(wait === undefined ? {} : { retry_after_ms: wait }),
        ...body.data.details,
      });
    }
    return new ApiRequestError(error.response.status, 'http_error', error.message);
  }
  return new ApiRequestError(0, 'unknown_error', error instanceof Error ? error.message : String(error));
}
