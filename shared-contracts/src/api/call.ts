import type * as z from 'zod/mini';
import { apiBaseUrl } from './base-url.ts';
import { request, type RequestHeaders } from './client.ts';
import { fillPath, type ApiDeclaration, type PathParamsOf } from './declarations/declare.ts';

type Part<Schema, Key extends string> = Schema extends z.ZodMiniType
  ? { [K in Key]: z.input<Schema> }
  : { [K in Key]?: never };

/**
 * What a call is given, as its declaration types it: the path parameters, the query and the body it
 * declares (nothing it does not), a `FormData` for an upload, and the call's own headers
 * (`Idempotency-Key`), which go on top of the scope's.
 */
export type CallInput<D extends ApiDeclaration> = Part<D['params'], 'params'> &
  Part<D['query'], 'query'> &
  Part<D['body'], 'body'> &
  (D['upload'] extends true ? { form: FormData } : { form?: never }) & { headers?: RequestHeaders };

/** The answer of a declared call, parsed by its response schema. */
export type CallResult<D extends ApiDeclaration> = z.infer<D['response']>;

/**
 * Sends a declared call through the one axios client (`request`: the scope's headers, the response parsed
 * by the declaration's schema, failures as `ApiRequestError`). The URL comes from the declaration only.
 */
export function call<D extends ApiDeclaration>(
  declaration: D,
  input: CallInput<D>,
  headers: RequestHeaders = {},
): Promise<CallResult<D>> {
  const { params, query, body, form } = input as {
    params?: PathParamsOf<D>;
    query?: Record<string, unknown>;
    body?: unknown;
    form?: FormData;
  };
  return request(
    declaration.response as D['response'],
    {
      method: declaration.method,
      url: fillPath(declaration, params ?? ({} as PathParamsOf<D>)),
      ...(query === undefined ? {} : { params: query }),
      ...(form !== undefined ? { data: form } : body === undefined ? {} : { data: body }),
      ...(input.headers ? { headers: input.headers } : {}),
      ...(declaration.credentials ? { withCredentials: true } : {}),
    },
    headers,
  );
}

/**
 * A declared call as a link (a download, a frame, a stream read with fetch): the API's origin, the filled
 * path and the query. The API's origin is left off when `origin` is `''`.
 */
export function urlOf<D extends ApiDeclaration>(
  declaration: D,
  input: Pick<CallInput<D>, 'params' | 'query'>,
  origin: string = apiBaseUrl(),
): string {
  const { params, query } = input as { params?: PathParamsOf<D>; query?: Record<string, unknown> };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.append(key, String(value));
  }
  const path = fillPath(declaration, params ?? ({} as PathParamsOf<D>));
  const suffix = search.size > 0 ? `?${search.toString()}` : '';
  return `${origin}${path}${suffix}`;
}
