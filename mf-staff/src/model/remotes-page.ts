import { combine, createEvent, createStore, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import {
  $instance,
  createApiFx,
  remoteReleaseSchema,
  toApiRequestError,
  type RemoteEntry,
  type RemoteName,
} from 'shared-contracts';
import { remotesApi } from '../api/remotes-api.ts';
import { instanceScreenAccess } from './screen-access.ts';
import { $csrf, $session, sessionNeeded } from './session.ts';

type RemoteChange = { enabled?: boolean; release?: string | null };

/** The remotes screen is on screen (its gate opens as the page mounts and closes as it goes). */
export const RemotesPageGate: Gate<void> = createGate({ name: 'staff/remotes-page' });
export const pageOpened = RemotesPageGate.open;
/** The owner flipped a remote's switch: on goes at once, off asks first (it costs the diners a part). */
export const switchClicked = createEvent<{ remote: RemoteName; enabled: boolean }>();
export const offConfirmed = createEvent();
export const offCancelled = createEvent();
export const releaseTyped = createEvent<{ remote: RemoteName; value: string }>();
export const pinClicked = createEvent<RemoteName>();
export const unpinClicked = createEvent<RemoteName>();

export const switchRemoteFx = createApiFx(
  (call: { slug: string; remote: RemoteName; change: RemoteChange; csrf: string }, headers) =>
    remotesApi.switchRemote(call, headers),
);

/** An instance screen: no branch, only the session and its `remotes` capability. */
export const $access = instanceScreenAccess('remotes');
const $slug = $session.map((session) => session?.instance.slug ?? null);

/** The instance's remotes: the config's, then what the API answered to the last switch. */
export const $remotes = createStore<RemoteEntry[]>([], { sid: 'staff/remotes' }).on(
  switchRemoteFx.doneData,
  (_, { remotes }) => remotes,
);
sample({
  clock: [pageOpened, $instance.updates],
  source: $instance,
  fn: (config) => config?.remotes ?? [],
  target: $remotes,
});

/** The remote whose switching off waits for the owner's confirmation. */
export const $confirmingOff = createStore<RemoteName | null>(null, { sid: 'staff/remotes-confirming' })
  .on(switchClicked, (_, { remote, enabled }) => (enabled ? null : remote))
  .reset(offCancelled, switchRemoteFx.finally);

export const $releaseDrafts = createStore<Partial<Record<RemoteName, string>>>(
  {},
  { sid: 'staff/remotes-release-drafts' },
)
  .on(releaseTyped, (drafts, { remote, value }) => ({ ...drafts, [remote]: value }))
  .on(switchRemoteFx.done, (drafts, { params }) =>
    params.change.release === undefined ? drafts : { ...drafts, [params.remote]: '' },
  );

/** The refusal of the last change, as an error code, and which remote it was about. */
export const $error = createStore<{ remote: RemoteName; code: string } | null>(null, {
  sid: 'staff/remotes-error',
})
  .on(switchRemoteFx.fail, (_, { params, error }) => ({
    remote: params.remote,
    code: toApiRequestError(error).code,
  }))
  .reset(switchRemoteFx, pageOpened, switchClicked);
export const $saving = switchRemoteFx.pending;

sample({ clock: pageOpened, target: sessionNeeded });

/**
 * Where a change goes, or null while none can: no instance yet, or a change under way (its buttons stay
 * focusable while it waits, and Enter in a release field submits without them).
 */
const $target = combine($slug, $csrf, $saving, (slug, csrf, saving) =>
  slug !== null && !saving ? { slug, csrf } : null,
);
const send = (target: { slug: string; csrf: string } | null, remote: RemoteName, change: RemoteChange) => ({
  slug: target?.slug ?? '',
  remote,
  change,
  csrf: target?.csrf ?? '',
});

sample({
  clock: switchClicked,
  source: $target,
  filter: (target, { enabled }) => enabled && target !== null,
  fn: (target, { remote }) => send(target, remote, { enabled: true }),
  target: switchRemoteFx,
});
sample({
  clock: offConfirmed,
  source: { target: $target, remote: $confirmingOff },
  filter: ({ target, remote }) => remote !== null && target !== null,
  fn: ({ target, remote }) => send(target, remote ?? 'landing', { enabled: false }),
  target: switchRemoteFx,
});

const pinAsked = sample({
  clock: pinClicked,
  source: $releaseDrafts,
  fn: (drafts, remote) => ({ remote, release: (drafts[remote] ?? '').trim() }),
});
sample({
  clock: pinAsked,
  filter: ({ release }) => !remoteReleaseSchema.safeParse(release).success,
  fn: ({ remote }) => ({ remote, code: 'release_invalid' }),
  target: $error,
});
sample({
  clock: pinAsked,
  source: $target,
  filter: (target, { release }) => target !== null && remoteReleaseSchema.safeParse(release).success,
  fn: (target, { remote, release }) => send(target, remote, { release }),
  target: switchRemoteFx,
});
sample({
  clock: unpinClicked,
  source: $target,
  filter: (target) => target !== null,
  fn: (target, remote) => send(target, remote, { release: null }),
  target: switchRemoteFx,
});

export const remotesPageModel = {
  access: $access,
  remotes: $remotes,
  confirmingOff: $confirmingOff,
  releaseDrafts: $releaseDrafts,
  error: $error,
  saving: $saving,
  switchClicked,
  offConfirmed,
  offCancelled,
  releaseTyped,
  pinClicked,
  unpinClicked,
};
