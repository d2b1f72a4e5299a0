import { combine, createEvent, createStore, sample, type Event, type Store, type Unit } from 'effector';
import { createGate } from 'effector-react';
import { createApiFx, toApiRequestError, type RequestHeaders, type StaffCapability } from 'shared-contracts';
import { createBranchLive, type BranchLiveTopic, type BranchRef } from './branch-live.ts';
import { screenAccess } from './screen-access.ts';
import { $session, sessionEnded, sessionNeeded } from './session.ts';

/** A change a screen makes from one of its buttons: an API effect whose failure the screen shows. */
export interface ScreenAction extends Unit<unknown> {
  done: Event<unknown>;
  failData: Event<unknown>;
  pending: Store<boolean>;
}

/** What the page says when it opens: the branch of its path. */
export interface BranchPageProps {
  branch: string;
}

/**
 * What a live branch screen (the kitchen, the floor, the orders, the bookings) is made of: the branch of
 * its path, whether the account may open it, and the branch's snapshot, read when the stream opens, on
 * every change of its `topic` the stream announces, on a retry and after each of its `actions` succeeds.
 * `$status` is what the page returns early on: the gate's answer, then loading, failed or ready;
 * `$actionError` is the API's code of the last action that failed, `$busy` whether one is under way.
 * The page opens and closes through `Gate` (rendered by `BranchScreenPage`).
 */
export function createBranchScreen<Snapshot>({
  capability,
  load,
  actions,
  topic = 'order',
}: {
  capability: Extract<StaffCapability, 'kitchen' | 'floor' | 'orders' | 'bookings'>;
  load: (ref: BranchRef, headers: RequestHeaders) => Promise<Snapshot>;
  actions: readonly [ScreenAction, ...ScreenAction[]];
  topic?: BranchLiveTopic;
}) {
  const Gate = createGate<BranchPageProps>({ name: `staff/${capability}-page` });
  const pageOpened = Gate.open;
  const pageClosed = Gate.close;
  const retryClicked = createEvent();
  const live = createBranchLive(capability, topic);

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

  const $actionError = createStore<string | null>(null, { sid: `staff/${capability}-action-error` })
    .on(
      actions.map((action) => action.failData),
      (_, error) => toApiRequestError(error).code,
    )
    .reset(...actions, pageOpened);
  const $busy = combine(
    actions.map((action) => action.pending),
    (pending) => pending.some(Boolean),
  );

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
    clock: [live.started, live.changed, retryClicked, ...actions.map((action) => action.done)],
    source: $ready,
    filter: (ref): ref is BranchRef => ref !== null,
    target: loadFx,
  });

  return {
    pageOpened,
    pageClosed,
    loadFx,
    $branch,
    $slug,
    $snapshot,
    $busy,
    /** What `BranchScreenPage` renders of every live screen: its gate, state, stream, failed action, retry. */
    page: {
      Gate,
      units: { $status, $live: live.$state, $actionError, retryClicked },
    },
  };
}

export type BranchScreenUnits = ReturnType<typeof createBranchScreen>['page'];
