import type { FastifyError, FastifyReply, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from 'shared-contracts/schemas';
import { replyIfDatabaseUnavailable } from '../lib/database-unavailable.ts';
import { HttpError } from '../lib/errors.ts';

function errorCodeFor(statusCode: number): string {
  switch (statusCode) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 413:
      return 'payload_too_large';
    case 414:
      return 'uri_too_long';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'too_many_requests';
    default:
      return statusCode >= 500 ? 'internal_error' : 'bad_request';
  }
}

/** The `frameworkErrors` server option: malformed URLs (bad percent-encoding) still get the ApiError shape. */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (err, _req, reply) => {
  const body: ApiError = { error: 'bad_request', message: err.message };
  // The option's reply type is generic over an unknown route; the plain FastifyReply is what it is at run time.
  void (reply as FastifyReply).code(400).send(body);
};

/** Every failure, thrown or unrouted, answers with the `ApiError` shape. */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError, req, reply) => {
      if (replyIfDatabaseUnavailable(err, req, reply)) return reply;
      let status = 500;
      let body: ApiError;
      if (err instanceof HttpError) {
        status = err.statusCode;
        body = {
          error: err.code,
          message: err.message,
          ...(err.issues ? { issues: err.issues } : {}),
          ...(err.details ? { details: err.details } : {}),
        };
      } else if (hasZodFastifySchemaValidationErrors(err)) {
        status = 400;
        body = {
          error: 'bad_request',
          message: `Invalid ${err.validationContext ?? 'request'}`,
          issues: err.validation.map((issue) => ({
            path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
            message: issue.message ?? 'Invalid value',
          })),
        };
      } else if (isResponseSerializationError(err)) {
        req.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
        body = { error: 'internal_error', message: 'Internal server error' };
      } else if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
        status = err.statusCode;
        body = { error: errorCodeFor(status), message: err.message };
      } else {
        req.log.error({ err }, 'unhandled error');
        body = { error: 'internal_error', message: 'Internal server error' };
      }
      if (status === 401) reply.header('www-authenticate', 'Bearer');
      return reply.code(status).send(body);
    });

    app.setNotFoundHandler((req, reply) => {
      const body: ApiError = {
        error: 'not_found',
        message: `Route ${req.method} ${req.url.split('?')[0]} not found`,
      };
      return reply.code(404).send(body);
    });
  },
  { name: 'error-handler' },
);
