import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, StaffSession } from 'shared-contracts';
import {
  $access,
  $actors,
  $entries,
  AUDIT_PAGE,
  auditQueryOf,
  filterChanged,
  loadAuditFx,
  moreClicked,
  pageOpened,
} from './audit-page.ts';
import { $session, $sessionKnown } from './session.ts';

const entry = (id: number, accountId: number | null, email: string | null): AuditEntry => ({
  id,
  at: '2026-11-26T10:00:00.000Z',
  actor: { kind: accountId === null ? 'operator' : 'account', account_id: accountId, email },
  action: 'account.invite',
  object_type: 'account',
  object_id: String(id),
  details: {},
});
const session = (capabilities: string[]) =>
  ({ instance: { slug: 'la-brasa' }, capabilities, csrf_token: 'c' }) as unknown as StaffSession;

function scope(capabilities = ['audit']) {
  const queries: { query: unknown; more: boolean }[] = [];
  const s = fork({
    values: [
      [$session, session(capabilities)],
      [$sessionKnown, true],
    ],
    handlers: [
      [
        loadAuditFx,
        (call: { query: { before_id?: number }; more: boolean }) => {
          queries.push({ query: call.query, more: call.more });
          return call.query.before_id === undefined
            ? { entries: [entry(9, 2, 'b@x'), entry(8, 1, 'a@x')], next_before_id: 8 }
            : { entries: [entry(7, null, null)], next_before_id: null };
        },
      ],
    ],
  });
  return { scope: s, queries };
}

describe('the audit screen', () => {
  it('is for owners and managers: a waiter gets no access and reads nothing', async () => {
    const { scope: s, queries } = scope(['floor']);
    await allSettled(pageOpened, { scope: s });
    expect(s.getState($access)).toBe('no_access');
    expect(queries).toEqual([]);
  });

  it('reads the newest page, then the older one after it on "load more"', async () => {
    const { scope: s, queries } = scope();
    await allSettled(pageOpened, { scope: s });
    await allSettled(moreClicked, { scope: s });
    expect(queries).toEqual([
      { query: { limit: AUDIT_PAGE }, more: false },
      { query: { limit: AUDIT_PAGE, before_id: 8 }, more: true },
    ]);
    expect(s.getState($entries)?.map((row) => row.id)).toEqual([9, 8, 7]);
    // The accounts filter offers who acted (the operator is not an account).
    expect(s.getState($actors)).toEqual([
      { id: 1, email: 'a@x' },
      { id: 2, email: 'b@x' },
    ]);
  });

  it('a filter reads the log again from the newest entry', async () => {
    const { scope: s, queries } = scope();
    await allSettled(pageOpened, { scope: s });
    await allSettled(moreClicked, { scope: s });
    await allSettled(filterChanged, { scope: s, params: { account: '2', object: 'account' } });
    expect(queries.at(-1)).toEqual({
      query: { limit: AUDIT_PAGE, account_id: 2, object_type: 'account' },
      more: false,
    });
    expect(s.getState($entries)?.map((row) => row.id)).toEqual([9, 8]);
  });

  it("turns the days into the device's instants, the last day included", () => {
    const query = auditQueryOf({ account: '', object: '', from: '2026-11-20', to: '2026-11-26' });
    expect(query.since).toBe(new Date(2026, 10, 20).toISOString());
    expect(query.until).toBe(new Date(2026, 10, 27).toISOString());
    expect(auditQueryOf({ account: '', object: '', from: 'nonsense', to: '' })).toEqual({
      limit: AUDIT_PAGE,
    });
  });
});
