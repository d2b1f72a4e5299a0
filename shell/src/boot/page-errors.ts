import { scopeBind, type Scope } from 'effector';
import { chunkFailureOf, chunkLoadFailed, errorCaught, type ChunkFailureKind } from 'shared-contracts';

/** Vite's preload helper fires this on `window` when a lazy chunk or its stylesheet fails to load. */
const VITE_PRELOAD_ERROR = 'vite:preloadError';

/** A `<link rel=stylesheet>` or `<script>` element that failed (resource errors do not bubble). */
function failedElementKind(target: EventTarget | null): ChunkFailureKind | null {
  if (target instanceof HTMLLinkElement && /\bstylesheet\b/.test(target.rel)) return 'style';
  if (target instanceof HTMLLinkElement && target.rel === 'modulepreload') return null;
  if (target instanceof HTMLScriptElement) return 'script';
  return null;
}

/**
 * Follows what goes wrong in the page, in the page's scope: a chunk that does not load (Vite's
 * `vite:preloadError`, a failed stylesheet or script element, a rejected dynamic import) raises the
 * frame's reload offer, and every error and unhandled rejection is offered to the error
 * reports (sampled at 0.1: one error in ten).
 */
export function followPageErrors(scope: Scope): void {
  const caught = scopeBind(errorCaught, { scope });
  const chunkFailed = scopeBind(chunkLoadFailed, { scope });
  const chunk = (kind: ChunkFailureKind, error: unknown) => {
    chunkFailed(kind);
    caught({ kind: kind === 'style' ? 'chunk_style' : 'chunk_script', error });
  };

  window.addEventListener(VITE_PRELOAD_ERROR, (event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    chunk(chunkFailureOf(error) ?? 'script', error);
  });
  window.addEventListener(
    'error',
    (event) => {
      const kind = failedElementKind(event.target === window ? null : event.target);
      if (kind) {
        const source = event.target as HTMLLinkElement | HTMLScriptElement;
        chunk(kind, new Error(`Failed to load ${'href' in source ? source.href : source.src}`));
        return;
      }
      if (event.target !== window && event.target !== null && !(event instanceof ErrorEvent)) return;
      const error = (event as ErrorEvent).error ?? (event as ErrorEvent).message;
      const chunkKind = chunkFailureOf(error);
      if (chunkKind) chunk(chunkKind, error);
      else caught({ kind: 'error', error });
    },
    // Resource errors reach the window only in the capture phase.
    true,
  );
  window.addEventListener('unhandledrejection', (event) => {
    const kind = chunkFailureOf(event.reason);
    if (kind) chunk(kind, event.reason);
    else caught({ kind: 'unhandled_rejection', error: event.reason });
  });
  // The stylesheets linked in the page's HTML (the shell's, and a server render's remote) fail before
  // this code runs: the page's inline script wrote them down (`RECORD_FAILED_STYLES`). Looking at the
  // links now tells nothing: Chromium gives a failed one an empty `sheet`, as it does one that loaded.
  for (const href of window.__MESA_FAILED_STYLES__ ?? []) {
    chunk('style', new Error(`Failed to load CSS ${href}`));
  }
}
