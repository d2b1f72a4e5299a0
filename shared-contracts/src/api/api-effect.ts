import { attach, createEffect, type Effect } from 'effector';
import type { RequestHeaders } from './client.ts';
import { $requestHeaders } from './request-context.ts';

/** What an API request effect is given: the call's own params and the request headers of its scope. */
export interface ApiCall<Params> {
  params: Params;
  headers: RequestHeaders;
}

/** A call and its params, handed to the one sender that reads the scope's request headers. */
interface PendingCall {
  call: (params: never, headers: RequestHeaders) => Promise<unknown>;
  params: unknown;
}

// One attached effect for every API effect: it reads the headers of the scope it is called in. An
// effect costs a dozen graph nodes and 2–3 ms of a mid-range phone's first load to create (Chromium at
// 4x CPU), and every page makes dozens of API effects at start; one sender each used to double that.
const sendWithHeadersFx = attach({
  source: $requestHeaders,
  effect: (headers: RequestHeaders, { call, params }: PendingCall) => call(params as never, headers),
});

/**
 * An effect that calls the API with the request headers of the scope it runs in. Every effect that calls
 * the API is made with it (or `apiFxOf`), so the headers always come from the same scope as the state
 * they describe. It is a plain effect, so a test replaces it with `fork({ handlers })` by its params
 * alone; its handler hands the call to the shared sender above, synchronously, so in the caller's scope.
 */
export function createApiFx<Params, Done>(
  call: (params: Params, headers: RequestHeaders) => Promise<Done>,
): Effect<Params, Done> {
  return createEffect<Params, Done>((params) => sendWithHeadersFx({ call, params }) as Promise<Done>);
}

/**
 * `createApiFx` sending an effect of its own, `requestFx`, with the call's params and headers: a server
 * replaces `requestFx` (called synchronously from the handler, so in the caller's scope) to keep the
 * scope's headers, where a test replaces the outer effect.
 */
export function apiFxOf<Params, Done>(requestFx: Effect<ApiCall<Params>, Done>): Effect<Params, Done> {
  return createApiFx((params: Params, headers) => requestFx({ params, headers }));
}
