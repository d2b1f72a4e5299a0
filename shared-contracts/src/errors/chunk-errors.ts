import { TIMERS } from '../constants.ts';

/** What failed to load: a script chunk (`ChunkLoadError`) or a style chunk (`CSS_CHUNK_LOAD_FAILED`). */
export type ChunkFailureKind = 'script' | 'style';

export const CHUNK_LOAD_ERROR = 'ChunkLoadError';
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

/** A lazily loaded part of the app that did not arrive (failed, or still loading after 120 s). */
export class ChunkLoadError extends Error {
  override readonly name = CHUNK_LOAD_ERROR;
  readonly code: typeof CHUNK_LOAD_ERROR | typeof CSS_CHUNK_LOAD_FAILED;

  constructor(message: string, kind: ChunkFailureKind = 'script', options?: { cause?: unknown }) {
    super(message, options);
    this.code = kind === 'style' ? CSS_CHUNK_LOAD_FAILED : CHUNK_LOAD_ERROR;
  }
}

// What browsers, Vite's preload helper and the federation runtime say when a chunk does not arrive.
const STYLE_MESSAGE = /Unable to preload CSS|Failed to load CSS|CSS_CHUNK_LOAD_FAILED/i;
const SCRIPT_MESSAGE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading chunk [\w./-]+ failed|ChunkLoadError/i;

const field = (error: object, name: string): unknown =>
  name in error ? (error as Record<string, unknown>)[name] : undefined;

/** Whether `error` is a chunk that did not load, and of which kind; null for any other error. */
export function chunkFailureOf(error: unknown): ChunkFailureKind | null {
  if (typeof error !== 'object' || error === null) {
    return typeof error === 'string' ? chunkFailureOf(new Error(error)) : null;
  }
  const code = field(error, 'code');
  if (code === CSS_CHUNK_LOAD_FAILED) return 'style';
  const message = String(field(error, 'message') ?? '');
  if (STYLE_MESSAGE.test(message)) return 'style';
  if (code === CHUNK_LOAD_ERROR || field(error, 'name') === CHUNK_LOAD_ERROR) return 'script';
  return SCRIPT_MESSAGE.test(message) ? 'script' : null;
}

/**
 * Loads a lazy chunk (`loadChunk` around a dynamic import): a load that fails, or has not settled after
 * 120 s, rejects with a `ChunkLoadError`, which the frame answers with a reload offer.
 * (No import call is spelled out in this comment: a remote's server build keeps comments, and the
 * federation's server loader fetches whatever such text names.)
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = TIMERS.chunkTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        const kind = chunkFailureOf(error);
        reject(
          kind
            ? new ChunkLoadError(String((error as Error)?.message ?? error), kind, { cause: error })
            : error,
        );
      },
    );
  });
}
