import { combine, createEvent, createStore, sample } from 'effector';
import { createApiFx, type RequestHeaders, type StaffCapability } from 'shared-contracts';
import { createBranchLive, type BranchRef } from './branch-live.ts';
import { screenAccess } from './screen-access.ts';
import { $session, sessionEnded, sessionNeeded } from './session.ts';

/**
 * What a live branch screen (the kitchen, the floor) is made of: the branch of its path, whether the
 * account may open it, and the branch's snapshot, read when the stream opens, on every change it announces,
 * on a retry and after each change the screen itself makes (`reloadNeeded`). `$status` is what the page
 * returns early on: the gate's answer, then loading, failed or ready.
 */
export function createBranchScreen<Snapshot>(
  capability: Extract<StaffCapability, 'kitchen' | 'floor'>,
  load: (ref: BranchRef, headers: RequestHeaders) => Promise<Snapshot>,
) {
  const pageOpened = createEvent<{ branch: string }>();
  const pageClosed = createEvent();
  const retryClicked = createEvent();
  const reloadNeeded = createEvent();
  const live = createBranchLive(capability);

  const $branch = createStore<string | null>(null, { sid: `staff/${capability}-branch` }).on(
    pageOpened,
    (_, { branch }) => branch,
  );
  const $access = screenAccess(capability, $branch);
  const $slug = $session.map((session) => session?.instance.slug ?? null);

  const loadFx = createApiFx(load);
  const $snapshot = createStore<Snapshot | null>(null, { sid: `staff/${capability}-snapshot` })
    .on(loadFx.doneData, (_, snapshot) => snapshot)
    .reset(pageOpened);
  const $loadFailed = createStore(false, { sid: `staff/${capability}-failed` })
    .on(loadFx.fail, () => true)
    .reset(loadFx.done, pageOpened);
  const $status = combine($access, $snapshot, $loadFailed, (access, snapshot, failed) => {
    if (access !== 'ok') return access;
    if (snapshot) return 'ready' as const;
    return failed ? ('failed' as const) : ('loading' as const);
  });

  const $ref = combine($slug, $branch, (slug, branch) => (slug && branch ? { slug, branch } : null));
  const $ready = combine($access, $ref, (access, ref) => (access === 'ok' ? ref : null));

  sample({ clock: pageOpened, target: sessionNeeded });
  sample({ clock: [pageClosed, sessionEnded], target: live.stopped });
  // Once the page and the session are both known (either order), follow the branch and read it.
  sample({
    clock: [pageOpened, $ready.updates],
    source: $ready,
    filter: (ref): ref is BranchRef => ref !== null,
    target: live.started,
  });
  sample({
    clock: [live.started, live.changed, retryClicked, reloadNeeded],
    source: $ready,
    filter: (ref): ref is BranchRef => ref !== null,
    target: loadFx,
  });

  return {
    pageOpened,
    pageClosed,
    retryClicked,
    reloadNeeded,
    loadFx,
    $branch,
    $slug,
    $snapshot,
    $status,
    $live: live.$state,
  };
}
