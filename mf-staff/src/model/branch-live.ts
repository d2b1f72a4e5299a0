import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import {
  createApiFx,
  staffBranchLiveCall,
  staffLiveEventSchema,
  subscribeLive,
  urlOf,
  type LiveState,
  type LiveSubscription,
  type StaffLiveEvent,
} from 'shared-contracts';
import { sessionEnded } from './session.ts';

export interface BranchRef {
  slug: string;
  branch: string;
}

const parseEvent = (data: string): StaffLiveEvent | undefined => {
  try {
    const parsed = staffLiveEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

/** The events that tell a screen to read again: order changes (kitchen, floor, orders) or bookings. */
export type BranchLiveTopic = 'order' | 'booking';

/**
 * A screen's follow of a branch's live stream: `changed` after each change of its `topic`, when the stream is
 * (re)opened and on every fallback read while it is down (the screen then reads its snapshot again);
 * `$state` says whether the stream holds. Each screen makes its own.
 */
export function createBranchLive(name: string, topic: BranchLiveTopic = 'order') {
  const started = createEvent<BranchRef>();
  const stopped = createEvent();
  const changed = createEvent();
  const stateChanged = createEvent<LiveState>();

  const followFx = createApiFx((ref: BranchRef, headers): Promise<LiveSubscription> => {
    const change = scopeBind(changed, { safe: true });
    const state = scopeBind(stateChanged, { safe: true });
    const ended = scopeBind(sessionEnded, { safe: true });
    return Promise.resolve(
      subscribeLive<StaffLiveEvent>({
        url: urlOf(staffBranchLiveCall, { params: { slug: ref.slug, branch: ref.branch } }, ''),
        headers,
        credentials: 'include',
        parse: (event) => parseEvent(event.data),
        onEvent: (event) => {
          if (event.type === 'signed_out') ended();
          else if (event.type === 'ready' || event.type === 'resync' || event.type === topic) change();
        },
        poll: async () => change(),
        onState: state,
      }),
    );
  });
  const stopFx = createEffect((subscription: LiveSubscription | null) => subscription?.close());

  const $following = createStore<LiveSubscription | null>(null, { serialize: 'ignore' })
    .on(followFx.doneData, (_, subscription) => subscription)
    .reset(stopped);
  /** `connecting` until the stream first answers; `down` while it is cut (the screen says "reconnecting"). */
  const $state = createStore<LiveState | 'connecting'>('connecting', { sid: `staff/${name}-live` })
    .on(stateChanged, (_, state) => state)
    .reset(started);

  sample({ clock: [started, stopped, sessionEnded], source: $following, target: stopFx });
  sample({ clock: started, target: followFx });

  return { started, stopped, changed, $state };
}
