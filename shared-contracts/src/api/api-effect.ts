import { attach, createEffect, type Effect } from 'effector';
import type { RequestHeaders } from './client.ts';
import { $requestHeaders } from './request-context.ts';

/**
 * An effect that calls the API with the SPEC headers of the scope it runs in. Every effect that calls
 * the API is made with it, so the headers always come from the same scope as the state they describe.
 * The outer effect is a plain one, so a test replaces it with `fork({ handlers })` by its params alone.
 */
export function createApiFx<Params, Done>(
  call: (params: Params, headers: RequestHeaders) => Promise<Done>,
): Effect<Params, Done> {
  const sendFx = attach({
    source: $requestHeaders,
    effect: createEffect<{ params: Params; headers: RequestHeaders }, Done>(({ params, headers }) =>
      call(params, headers),
    ),
    mapParams: (params: Params, headers) => ({ params, headers }),
  });
  // Called synchronously from the handler, so it runs in the caller's scope.
  return createEffect<Params, Done>((params) => sendFx(params));
}
