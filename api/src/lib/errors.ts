import { type ApiError, apiErrorSchema } from 'shared-contracts/schemas';
import type { z } from 'zod';

/** An error with an HTTP status and a stable code; the error handler turns it into an `ApiError` body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly issues?: ApiError['issues'],
    readonly details?: ApiError['details'],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * A route's error answers for its schema (`answers` of `declaredRoute`, or `response`): every status given
 * answers the `ApiError` shape, in the OpenAPI document and when the reply is serialized.
 */
export function errorAnswers<const S extends readonly number[]>(
  ...statuses: S
): { [Status in S[number]]: typeof apiErrorSchema } {
  // Object.fromEntries cannot name the keys it makes; they are exactly `statuses`.
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as {
    [Status in S[number]]: typeof apiErrorSchema;
  };
}

export const notFound = (code: string, message: string) => new HttpError(404, code, message);
export const badRequest = (message: string, issues?: ApiError['issues']) =>
  new HttpError(400, 'bad_request', message, issues);
export const forbidden = (code: string, message: string) => new HttpError(403, code, message);
export const conflict = (code: string, message: string, details?: ApiError['details']) =>
  new HttpError(409, code, message, undefined, details);
export const unauthorized = (message = 'Missing or invalid credentials') =>
  new HttpError(401, 'unauthorized', message);

export function zodIssues(error: z.ZodError): NonNullable<ApiError['issues']> {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** Parses `value` with `schema` or throws a 400 with the issues. */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(`Invalid ${what}`, zodIssues(result.error));
  return result.data;
}
