import { attach, createEffect, type Effect } from 'effector';
import type { RequestHeaders } from './client.ts';
import { $requestHeaders } from './request-context.ts';

/** What an API request effect is given: the call's own params and the request headers of its scope. */
export interface ApiCall<Params> {
  params: Params;
  headers: RequestHeaders;
}

/**
 * An effect that calls the API with the request headers of the scope it runs in. Every effect that calls
 * the API is made with it (or `apiFxOf`), so the headers always come from the same scope as the state
 * they describe. Two effects: the outer one is plain, so a test replaces it with `fork({ handlers })` by
 * its params alone; the inner one reads the headers (the menu's first load creates some eighty of them).
 */
export function createApiFx<Params, Done>(
  call: (params: Params, headers: RequestHeaders) => Promise<Done>,
): Effect<Params, Done> {
  const sendFx = attach({
    source: $requestHeaders,
    effect: (headers: RequestHeaders, params: Params) => call(params, headers),
  });
  // Called synchronously from the handler, so it runs in the caller's scope.
  return createEffect<Params, Done>((params) => sendFx(params));
}

/**
 * `createApiFx` sending an effect of its own, `requestFx`, with the call's params and headers: a server
 * replaces `requestFx` (called synchronously from the handler, so in the caller's scope) to keep the
 * scope's headers, where a test replaces the outer effect.
 */
export function apiFxOf<Params, Done>(requestFx: Effect<ApiCall<Params>, Done>): Effect<Params, Done> {
  return createApiFx((params: Params, headers) => requestFx({ params, headers }));
}
