import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import { apiBaseUrl } from './base-url.ts';
import { ApiRequestError, toApiRequestError } from './errors.ts';
import { $requestHeaders } from './request-context.ts';

let instance: AxiosInstance | null = null;

/** The one axios instance: base URL of this page's API and the SPEC headers on every request. */
export function httpClient(): AxiosInstance {
  if (instance) return instance;
  instance = axios.create({ baseURL: apiBaseUrl(), timeout: 15_000 });
  instance.interceptors.request.use((config) => {
    // Read at send time: the stores change as the diner moves (supplier, service, language).
    for (const [name, value] of Object.entries($requestHeaders.getState())) {
      if (!config.headers.has(name)) config.headers.set(name, value);
    }
    return config;
  });
  return instance;
}

/** Sends a request and parses the answer, so a screen never renders a shape it did not expect. */
export async function request<Schema extends z.ZodType>(
  schema: Schema,
  config: AxiosRequestConfig,
): Promise<z.infer<Schema>> {
  let data: unknown;
  try {
    data = (await httpClient().request(config)).data;
  } catch (error) {
    throw toApiRequestError(error);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiRequestError(200, 'bad_response', parsed.error.message);
  return parsed.data;
}
