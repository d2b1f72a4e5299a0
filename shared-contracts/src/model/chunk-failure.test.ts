import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../errors/chunk-errors.ts';
import {
  $chunkFailure,
  chunkErrorSeen,
  chunkLoadFailed,
  reloadOfferDismissed,
  reloadPageFx,
  reloadRequested,
} from './chunk-failure.ts';

describe('chunk failure', () => {
  it('raises the reload offer for a chunk error only, keeping the first kind until dismissed', async () => {
    const scope = fork();
    await allSettled(chunkErrorSeen, { scope, params: new Error('Cannot read properties of null') });
    expect(scope.getState($chunkFailure)).toBeNull();
    await allSettled(chunkErrorSeen, { scope, params: new Error('Unable to preload CSS for /a.css') });
    expect(scope.getState($chunkFailure)).toBe('style');
    await allSettled(chunkLoadFailed, { scope, params: 'script' });
    expect(scope.getState($chunkFailure)).toBe('style');
    await allSettled(reloadOfferDismissed, { scope });
    expect(scope.getState($chunkFailure)).toBeNull();
    await allSettled(chunkErrorSeen, { scope, params: new ChunkLoadError('timed out') });
    expect(scope.getState($chunkFailure)).toBe('script');
  });

  it('reloads the page when asked', async () => {
    const reload = vi.fn();
    const scope = fork({ handlers: [[reloadPageFx, reload]] });
    await allSettled(reloadRequested, { scope });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
