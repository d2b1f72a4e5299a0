import type { AxiosError } from 'axios';
import { apiErrorSchema } from '../schemas/common.ts';

/** Any failed call, reduced to what a screen needs: an HTTP status (0 = network) and a stable code. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  /** Values for the translated message (`out_of_stock`: `max_quantity`). */
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

export function toApiRequestError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  if (isAxiosError(error)) {
    if (!error.response) return new ApiRequestError(0, 'network_error', error.message);
    const body = apiErrorSchema.safeParse(error.response.data);
    if (body.success) {
      return new ApiRequestError(
        error.response.status,
        body.data.error,
        body.data.message,
        body.data.details,
      );
    }
    return new ApiRequestError(error.response.status, 'http_error', error.message);
  }
  return new ApiRequestError(0, 'unknown_error', error instanceof Error ? error.message : String(error));
}
