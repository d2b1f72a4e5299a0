import { isAxiosError } from 'axios';
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

/**
 * An ApiRequestError made by another copy of this module: stateless subpaths (`shared-contracts/table-order`)
 * are bundled into each remote, so their errors fail `instanceof` against the shared singleton's class.
 */
function fromAnotherCopy(error: unknown): ApiRequestError | undefined {
  if (!(error instanceof Error) || error.name !== 'ApiRequestError') return undefined;
  const { status, code, details } = error as Partial<ApiRequestError>;
  if (typeof status !== 'number' || typeof code !== 'string') return undefined;
  return new ApiRequestError(status, code, error.message, details ?? {});
}

export function toApiRequestError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  const copied = fromAnotherCopy(error);
  if (copied) return copied;
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
