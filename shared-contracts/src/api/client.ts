import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import type * as z from 'zod/mini';
import { apiBaseUrl } from './base-url.ts';
import { ApiRequestError, toApiRequestError } from './errors.ts';

/**
 * The headers of one request (instance, branch, service, language, profile), read from the scope that
 * sends it (`$requestHeaders`).
 */
export type RequestHeaders = Record<string, string>;

let instance: Promise<AxiosInstance> | null = null;

/**
 * The one axios instance, with the base URL of this page's API. axios is loaded with the first request:
 * a server-rendered page asks the API for nothing before it is interactive, so its 22 KB wait until then.
 */
export function httpClient(): Promise<AxiosInstance> {
  instance ??= import('axios').then(({ default: axios }) =>
    axios.create({ baseURL: apiBaseUrl(), timeout: 15_000 }),
  );
  return instance;
}

/**
 * Sends a request and parses the answer, so a screen never renders a shape it did not expect. The
 * headers are passed in, never read from a global store: each scope (a page, a test, later a server
 * render) sends its own.
 */
export async function request<Schema extends z.ZodMiniType>(
  schema: Schema,
  config: AxiosRequestConfig,
  headers: RequestHeaders = {},
): Promise<z.infer<Schema>> {
  let data: unknown;
  try {
    data = (await (await httpClient()).request({ ...config, headers: { ...headers, ...config.headers } }))
      .data;
  } catch (error) {
    throw toApiRequestError(error);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiRequestError(200, 'bad_response', parsed.error.message);
  return parsed.data;
}
