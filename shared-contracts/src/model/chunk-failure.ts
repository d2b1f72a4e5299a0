import { createEffect, createEvent, createStore, sample } from 'effector';
import { chunkFailureOf, type ChunkFailureKind } from '../errors/chunk-errors.ts';

/**
 * A script chunk (`ChunkLoadError`, also one still loading after 120 s) or a style chunk
 * (`CSS_CHUNK_LOAD_FAILED`) that did not load. The frame then offers a reload instead of a broken page.
 */
export const chunkLoadFailed = createEvent<ChunkFailureKind>();
/** Any error a model caught from a lazy load: a chunk failure raises the offer, anything else is ignored. */
export const chunkErrorSeen = createEvent<unknown>();
export const reloadOfferDismissed = createEvent();
export const reloadRequested = createEvent();

// The frame renders it on the server (always null there), so it carries a sid.
export const $chunkFailure = createStore<ChunkFailureKind | null>(null, { sid: 'contracts/chunk-failure' })
  // The first failure names the offer; a second one while it shows changes nothing.
  .on(chunkLoadFailed, (current, kind) => current ?? kind)
  .reset(reloadOfferDismissed);

/** A fresh page loads the current build's files (a redeploy is the usual reason a chunk is gone). */
export const reloadPageFx = createEffect(() => {
  window.location.reload();
});

sample({
  clock: chunkErrorSeen,
  filter: (error) => chunkFailureOf(error) !== null,
  fn: (error) => chunkFailureOf(error) ?? 'script',
  target: chunkLoadFailed,
});
sample({ clock: reloadRequested, target: reloadPageFx });
