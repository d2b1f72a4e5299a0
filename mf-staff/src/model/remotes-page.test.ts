import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $instance, ApiRequestError, type RemoteEntry, type StaffSession } from 'shared-contracts';
import {
  $access,
  $confirmingOff,
  $error,
  $remotes,
  offCancelled,
  offConfirmed,
  pageOpened,
  pinClicked,
  releaseTyped,
  switchClicked,
  switchRemoteFx,
  unpinClicked,
} from './remotes-page.ts';
import { $session, $sessionKnown } from './session.ts';

const entry = (over: Partial<RemoteEntry> = {}): RemoteEntry => ({
  name: 'booking',
  enabled: true,
  entry: 'http://localhost:5177/mf-manifest.json',
  release: null,
  ...over,
});
// Only the fields the remotes screen reads.
const session = (capabilities: string[]) =>
  ({ instance: { slug: 'la-brasa' }, capabilities, csrf_token: 'csrf-1' }) as unknown as StaffSession;

function scope(capabilities = ['remotes'], answer?: (call: unknown) => unknown) {
  const calls: unknown[] = [];
  const s = fork({
    values: [
      [$session, session(capabilities)],
      [$sessionKnown, true],
      [$instance, { remotes: [entry()] } as never],
    ],
    handlers: [
      [
        switchRemoteFx,
        (call: unknown) => {
          calls.push(call);
          return answer ? answer(call) : { remotes: [entry({ enabled: false })] };
        },
      ],
    ],
  });
  return { scope: s, calls };
}

describe('the remotes screen', () => {
  it('is the owner’s: a manager (no remotes right) gets no access', () => {
    expect(scope(['menu']).scope.getState($access)).toBe('no_access');
    expect(scope().scope.getState($access)).toBe('ok');
  });

  it('switching off waits for the confirm step; cancelling sends nothing', async () => {
    const { scope: s, calls } = scope();
    await allSettled(pageOpened, { scope: s });
    await allSettled(switchClicked, { scope: s, params: { remote: 'booking', enabled: false } });
    expect(s.getState($confirmingOff)).toBe('booking');
    expect(calls).toEqual([]);
    await allSettled(offCancelled, { scope: s });
    expect(s.getState($confirmingOff)).toBeNull();
    expect(calls).toEqual([]);

    await allSettled(switchClicked, { scope: s, params: { remote: 'booking', enabled: false } });
    await allSettled(offConfirmed, { scope: s });
    expect(calls).toEqual([
      { slug: 'la-brasa', remote: 'booking', change: { enabled: false }, csrf: 'csrf-1' },
    ]);
    expect(s.getState($remotes)[0]?.enabled).toBe(false);
  });

  it('shows the refusal of a release by its code and keeps what the config said', async () => {
    const { scope: s } = scope(['remotes'], () => {
      throw new ApiRequestError(409, 'release_not_found', 'not published');
    });
    await allSettled(pageOpened, { scope: s });
    await allSettled(releaseTyped, { scope: s, params: { remote: 'booking', value: '2099-01-01.1' } });
    await allSettled(pinClicked, { scope: s, params: 'booking' });
    expect(s.getState($error)).toEqual({ remote: 'booking', code: 'release_not_found' });
    expect(s.getState($remotes)).toEqual([entry()]);
  });

  it('never sends a release name that cannot be one', async () => {
    const { scope: s, calls } = scope();
    await allSettled(releaseTyped, { scope: s, params: { remote: 'booking', value: '../x' } });
    await allSettled(pinClicked, { scope: s, params: 'booking' });
    expect(calls).toEqual([]);
    expect(s.getState($error)).toEqual({ remote: 'booking', code: 'release_invalid' });
  });

  it('ignores another change while one is under way: its buttons stay focusable, and Enter in a field submits', async () => {
    let answer = () => undefined as unknown;
    const { scope: s, calls } = scope(
      ['remotes'],
      () => new Promise((resolve) => (answer = () => resolve({ remotes: [entry()] }))),
    );
    await allSettled(releaseTyped, { scope: s, params: { remote: 'booking', value: '2026-11-24.1' } });
    const changes = [
      allSettled(switchClicked, { scope: s, params: { remote: 'booking', enabled: true } }),
      allSettled(pinClicked, { scope: s, params: 'booking' }),
      allSettled(unpinClicked, { scope: s, params: 'booking' }),
    ];
    answer();
    await Promise.all(changes);
    expect(calls).toEqual([
      { slug: 'la-brasa', remote: 'booking', change: { enabled: true }, csrf: 'csrf-1' },
    ]);
  });
});
