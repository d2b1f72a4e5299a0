import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { ApiRequestError, type StaffAccount, type StaffSession } from 'shared-contracts';
import { $session, $sessionKnown } from './session.ts';
import {
  $access,
  $accountError,
  $accounts,
  $confirmingRemove,
  $inviteError,
  $invited,
  $roleDrafts,
  inviteChanged,
  inviteFx,
  inviteRoleToggled,
  inviteSubmitted,
  loadTeamFx,
  pageOpened,
  removeCancelled,
  removeClicked,
  removeConfirmed,
  removeFx,
  roleToggled,
  rolesSaved,
  setRolesFx,
  toggled,
} from './team-page.ts';

const account = (id: number, email: string, roles: StaffAccount['roles']): StaffAccount => ({
  id,
  email,
  name: email,
  roles,
  must_change_password: false,
  created_at: '2026-11-26T10:00:00.000Z',
  last_sign_in_at: null,
});
const OWNER = account(1, 'owner@x.demo', ['owner']);
const WAITER = account(2, 'waiter@x.demo', ['waiter']);
// Only the fields the team screen reads.
const session = (capabilities: string[]) =>
  ({
    account: OWNER,
    instance: { slug: 'la-brasa' },
    capabilities,
    csrf_token: 'csrf-1',
  }) as unknown as StaffSession;

function scope(capabilities = ['team'], handlers: { remove?: () => unknown } = {}) {
  const calls: { fx: string; params: unknown }[] = [];
  const s = fork({
    values: [
      [$session, session(capabilities)],
      [$sessionKnown, true],
    ],
    handlers: [
      [
        loadTeamFx,
        (slug: unknown) => {
          calls.push({ fx: 'load', params: slug });
          return { accounts: [OWNER, WAITER] };
        },
      ],
      [
        inviteFx,
        (call: { body: { email: string; roles: StaffAccount['roles'] } }) => {
          calls.push({ fx: 'invite', params: call });
          return {
            account: account(3, call.body.email, call.body.roles),
            temporary_password: 'temp-pass-123',
          };
        },
      ],
      [
        setRolesFx,
        (call: { account: number; roles: StaffAccount['roles'] }) => {
          calls.push({ fx: 'roles', params: call });
          return { account: { ...WAITER, roles: call.roles } };
        },
      ],
      [
        removeFx,
        (call: unknown) => {
          calls.push({ fx: 'remove', params: call });
          return handlers.remove ? handlers.remove() : { removed: true };
        },
      ],
    ],
  });
  return { scope: s, calls };
}

describe('the team screen', () => {
  it("is the owner's: a manager (no team right) gets no access and reads nothing", async () => {
    const { scope: s, calls } = scope(['audit', 'menu']);
    await allSettled(pageOpened, { scope: s });
    expect(s.getState($access)).toBe('no_access');
    expect(calls).toEqual([]);
  });

  it('reads the team when opened', async () => {
    const { scope: s, calls } = scope();
    await allSettled(pageOpened, { scope: s });
    expect(calls).toEqual([{ fx: 'load', params: 'la-brasa' }]);
    expect(s.getState($accounts)?.map((row) => row.email)).toEqual(['owner@x.demo', 'waiter@x.demo']);
  });

  it('refuses an invite without a role on screen, then sends it and shows the temporary password once', async () => {
    const { scope: s, calls } = scope();
    await allSettled(pageOpened, { scope: s });
    await allSettled(inviteChanged, { scope: s, params: { field: 'email', value: ' new@x.demo ' } });
    await allSettled(inviteSubmitted, { scope: s });
    expect(s.getState($inviteError)).toBe('roles_required');
    expect(calls.filter((call) => call.fx === 'invite')).toEqual([]);

    await allSettled(inviteRoleToggled, { scope: s, params: 'waiter' });
    await allSettled(inviteSubmitted, { scope: s });
    expect(calls.filter((call) => call.fx === 'invite')).toEqual([
      {
        fx: 'invite',
        params: {
          slug: 'la-brasa',
          body: { email: 'new@x.demo', name: 'new@x.demo', roles: ['waiter'] },
          csrf: 'csrf-1',
        },
      },
    ]);
    expect(s.getState($invited)).toEqual({ email: 'new@x.demo', password: 'temp-pass-123' });
    expect(s.getState($accounts)?.map((row) => row.email)).toContain('new@x.demo');
  });

  it("edits roles from the account's own and saves them", async () => {
    const { scope: s, calls } = scope();
    await allSettled(pageOpened, { scope: s });
    await allSettled(roleToggled, { scope: s, params: { account: 2, role: 'kitchen' } });
    expect(s.getState($roleDrafts)).toEqual({ 2: ['waiter', 'kitchen'] });
    await allSettled(rolesSaved, { scope: s, params: 2 });
    expect(calls.at(-1)).toEqual({
      fx: 'roles',
      params: { slug: 'la-brasa', account: 2, roles: ['waiter', 'kitchen'], csrf: 'csrf-1' },
    });
    expect(s.getState($roleDrafts)).toEqual({});
    expect(s.getState($accounts)?.find((row) => row.id === 2)?.roles).toEqual(['waiter', 'kitchen']);
  });

  it('removes only after the confirm step; cancelling sends nothing', async () => {
    const { scope: s, calls } = scope();
    await allSettled(pageOpened, { scope: s });
    await allSettled(removeClicked, { scope: s, params: 2 });
    expect(s.getState($confirmingRemove)).toBe(2);
    await allSettled(removeCancelled, { scope: s });
    expect(calls.filter((call) => call.fx === 'remove')).toEqual([]);

    await allSettled(removeClicked, { scope: s, params: 2 });
    await allSettled(removeConfirmed, { scope: s });
    expect(calls.filter((call) => call.fx === 'remove')).toEqual([
      { fx: 'remove', params: { slug: 'la-brasa', account: 2, csrf: 'csrf-1' } },
    ]);
    expect(s.getState($accounts)?.map((row) => row.id)).toEqual([1]);
  });

  it("shows the API's refusal (the last owner) on the account and keeps it listed", async () => {
    const { scope: s } = scope(['team'], {
      remove: () => {
        throw new ApiRequestError(409, 'last_owner', 'keep one owner');
      },
    });
    await allSettled(pageOpened, { scope: s });
    await allSettled(removeClicked, { scope: s, params: 1 });
    await allSettled(removeConfirmed, { scope: s });
    expect(s.getState($accountError)).toEqual({ account: 1, code: 'last_owner' });
    expect(s.getState($accounts)?.map((row) => row.id)).toEqual([1, 2]);
  });

  it('a 401 on a team call ends the session on screen', async () => {
    const { scope: s } = scope(['team'], {
      remove: () => {
        throw new ApiRequestError(401, 'session_required', 'signed out');
      },
    });
    await allSettled(pageOpened, { scope: s });
    await allSettled(removeClicked, { scope: s, params: 2 });
    await allSettled(removeConfirmed, { scope: s });
    expect(s.getState($session)).toBeNull();
    expect(s.getState($access)).toBe('signed_out');
  });

  it('ignores saving roles or removing while a change is under way (the buttons stay focusable)', async () => {
    let done = () => undefined as unknown;
    const { scope: s, calls } = scope(['team'], {
      remove: () => new Promise((resolve) => (done = () => resolve({ removed: true }))),
    });
    await allSettled(pageOpened, { scope: s });
    await allSettled(roleToggled, { scope: s, params: { account: 2, role: 'kitchen' } });
    await allSettled(removeClicked, { scope: s, params: 2 });
    const changes = [
      allSettled(removeConfirmed, { scope: s }),
      allSettled(removeConfirmed, { scope: s }),
      allSettled(rolesSaved, { scope: s, params: 2 }),
    ];
    done();
    await Promise.all(changes);
    expect(calls.filter(({ fx }) => fx !== 'load').map(({ fx }) => fx)).toEqual(['remove']);
  });

  it('toggles roles in the console order', () => {
    expect(toggled(['waiter'], 'owner')).toEqual(['owner', 'waiter']);
    expect(toggled(['owner', 'waiter'], 'owner')).toEqual(['waiter']);
    expect(toggled(undefined, 'kitchen')).toEqual(['kitchen']);
  });
});
