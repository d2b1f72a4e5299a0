import { fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $chunkFailure, ChunkLoadError, drawErrorSampleFx, type CaughtError } from 'shared-contracts';
import { followPageErrors } from './page-errors.ts';
import { RECORD_FAILED_STYLES } from './ssr-payload.ts';

let drawn: CaughtError[];
let scope: ReturnType<typeof fork>;
const listeners: [string, EventListenerOrEventListenerObject, boolean | undefined][] = [];
const add = window.addEventListener.bind(window);

beforeEach(() => {
  drawn = [];
  // Never reported: the draw is 1; the test only reads what was offered to the reports.
  scope = fork({
    handlers: [[drawErrorSampleFx, (caught: CaughtError) => (drawn.push(caught), { caught, draw: 1 })]],
  });
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    listeners.push([type, listener, typeof options === 'boolean' ? options : undefined]);
    add(type, listener, options);
  });
  followPageErrors(scope);
});
afterEach(() => {
  delete window.__MESA_FAILED_STYLES__;
  for (const [type, listener, capture] of listeners.splice(0))
    window.removeEventListener(type, listener, capture);
  vi.restoreAllMocks();
});

const preloadError = (payload: unknown) => Object.assign(new Event('vite:preloadError'), { payload });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('followPageErrors', () => {
  it("answers Vite's failed style preload with the reload offer for styles, and reports it", async () => {
    window.dispatchEvent(preloadError(new Error('Unable to preload CSS for /assets/routes.css')));
    await settle();
    expect(scope.getState($chunkFailure)).toBe('style');
    expect(drawn.map((caught) => caught.kind)).toEqual(['chunk_style']);
  });

  it('answers a failed dynamic import (an unhandled rejection) with the offer for scripts', async () => {
    const event = Object.assign(new Event('unhandledrejection'), {
      reason: new TypeError('Failed to fetch dynamically imported module: /assets/phone.js'),
    });
    window.dispatchEvent(event);
    await settle();
    expect(scope.getState($chunkFailure)).toBe('script');
    expect(drawn.map((caught) => caught.kind)).toEqual(['chunk_script']);
  });

  it('answers a stylesheet element that failed to load, which only the capture phase sees', async () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = 'http://localhost:5175/assets/menu.css';
    document.head.append(link);
    link.dispatchEvent(new Event('error'));
    await settle();
    expect(scope.getState($chunkFailure)).toBe('style');
    link.remove();
  });

  it("answers a server-rendered page's stylesheet that failed before the bundle ran, as its inline script recorded it", async () => {
    // The page's inline script runs before its links; the bundle (followPageErrors) only after they failed.
    window.eval(RECORD_FAILED_STYLES);
    const failed = document.createElement('link');
    failed.rel = 'stylesheet';
    failed.href = 'http://localhost:5175/assets/routes.css';
    const image = document.createElement('img');
    document.head.append(failed, image);
    failed.dispatchEvent(new Event('error'));
    image.dispatchEvent(new Event('error'));
    failed.remove();
    image.remove();
    expect(window.__MESA_FAILED_STYLES__).toEqual(['http://localhost:5175/assets/routes.css']);

    const reported: CaughtError[] = [];
    const page = fork({
      handlers: [[drawErrorSampleFx, (caught: CaughtError) => (reported.push(caught), { caught, draw: 1 })]],
    });
    followPageErrors(page);
    await settle();
    expect(page.getState($chunkFailure)).toBe('style');
    expect(reported.map((caught) => caught.kind)).toEqual(['chunk_style']);
  });

  it('reports other errors and rejections without any offer; images failing are neither', async () => {
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom'), message: 'boom' }));
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('nope') }));
    const image = document.createElement('img');
    document.body.append(image);
    image.dispatchEvent(new Event('error'));
    await settle();
    expect(scope.getState($chunkFailure)).toBeNull();
    expect(drawn.map((caught) => caught.kind)).toEqual(['error', 'unhandled_rejection']);
    image.remove();
  });

  it('knows a ChunkLoadError thrown anywhere', async () => {
    window.dispatchEvent(new ErrorEvent('error', { error: new ChunkLoadError('timed out') }));
    await settle();
    expect(scope.getState($chunkFailure)).toBe('script');
  });
});
