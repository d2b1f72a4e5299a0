import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMERS } from '../constants.ts';
import { ChunkLoadError, chunkFailureOf, CSS_CHUNK_LOAD_FAILED, loadChunk } from './chunk-errors.ts';

describe('chunkFailureOf', () => {
  it.each([
    [new TypeError('Failed to fetch dynamically imported module: http://x/assets/phone-1.js'), 'script'],
    [new TypeError('error loading dynamically imported module: http://x/a.js'), 'script'],
    [new TypeError('Importing a module script failed.'), 'script'],
    [new ChunkLoadError('Loading chunk 7 failed'), 'script'],
    [Object.assign(new Error('x'), { name: 'ChunkLoadError' }), 'script'],
    [new Error('Unable to preload CSS for http://x/assets/routes.css'), 'style'],
    [new Error('[Module Federation] Failed to load CSS asset: http://x/assets/routes.css'), 'style'],
    [Object.assign(new Error('x'), { code: CSS_CHUNK_LOAD_FAILED }), 'style'],
    [new ChunkLoadError('css', 'style'), 'style'],
    ['Failed to fetch dynamically imported module: /a.js', 'script'],
  ])('%s is a %s chunk failure', (error, kind) => {
    expect(chunkFailureOf(error)).toBe(kind);
  });

  it.each([
    [new Error('Cannot read properties of undefined')],
    [new TypeError('Failed to fetch')],
    [null],
    [42],
  ])('%s is not a chunk failure', (error) => {
    expect(chunkFailureOf(error)).toBeNull();
  });
});

describe('loadChunk', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the chunk once it arrives', async () => {
    await expect(loadChunk(() => Promise.resolve({ checkPhone: 1 }))).resolves.toEqual({ checkPhone: 1 });
  });

  it('fails with a ChunkLoadError when the chunk has not settled after 120 s', async () => {
    const pending = loadChunk(() => new Promise<never>(() => undefined));
    const outcome = pending.then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(TIMERS.chunkTimeoutMs - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(chunkFailureOf(error)).toBe('script');
  });

  it('turns a failed dynamic import into a ChunkLoadError and leaves other errors as they are', async () => {
    const failed = loadChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /p.js')),
    );
    await expect(failed).rejects.toMatchObject({ name: 'ChunkLoadError', code: 'ChunkLoadError' });
    const broken = new Error('module threw while evaluating');
    await expect(loadChunk(() => Promise.reject(broken))).rejects.toBe(broken);
    // Nothing is left waiting: a settled load clears its timer.
    expect(vi.getTimerCount()).toBe(0);
  });
});
