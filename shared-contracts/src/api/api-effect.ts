import { attach, createEffect, type Effect } from 'effector';
import type { RequestHeaders } from './client.ts';
import { $requestHeaders } from './request-context.ts';

/** What an API request effect is given: the call's own params and the request headers of its scope. */
export interface ApiCall<Params> {
  params: Params;
  headers: RequestHeaders;
}

/**
 * The effect models call, sending `requestFx` with the request headers of the scope it runs in. The outer
 * effect is a plain one, so a test replaces it with `fork({ handlers })` by its params alone; a server
 * replaces `requestFx` instead, to keep the scope's headers.
 */
export function apiFxOf<Params, Done>(requestFx: Effect<ApiCall<Params>, Done>): Effect<Params, Done> {
  const sendFx = attach({
    source: $requestHeaders,
    effect: requestFx,
    mapParams: (params: Params, headers) => ({ params, headers }),
  });
  // Called synchronously from the handler, so it runs in the caller's scope.
  return createEffect<Params, Done>((params) => sendFx(params));
}

/**
 * An effect that calls the API with the request headers of the scope it runs in. Every effect that calls
 * the API is made with it (or `apiFxOf`), so the headers always come from the same scope as the state
 * they describe. Two effects, not `apiFxOf`'s three: nothing replaces the call itself (a test replaces the
 * outer one), and the menu's first load creates some eighty of them.
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
