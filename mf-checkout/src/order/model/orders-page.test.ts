import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { profileLoaded } from 'shared-contracts';
import { makeProfile, makePurchaseItem, makeTablePurchase } from 'shared-contracts/testing';
import { $orders, $status, loadMyOrdersFx, pageOpened } from './orders-page.ts';

const ordered = { ...makeTablePurchase(1, [makePurchaseItem()]), id: 8 };
const joinedOnly = { ...makeTablePurchase(1, []), id: 9 };
const paidOnly = { ...makeTablePurchase(1, []), id: 10, manual_amount: 20000 };

const opened = async (purchases: ReturnType<typeof makeTablePurchase>[]) => {
  const scope = fork({ handlers: [[loadMyOrdersFx, async () => purchases]] });
  await allSettled(profileLoaded, { scope, params: makeProfile() });
  await allSettled(pageOpened, { scope, params: { slug: 'chapinero', view: 'open' } });
  return scope;
};

describe('orders page model', () => {
  it('lists what was ordered in, not a table joined without ordering', async () => {
    const scope = await opened([joinedOnly, ordered, paidOnly]);
    expect(scope.getState($orders)?.map((p) => p.id)).toEqual([8, 10]);
  });

  it('says there is nothing open when the diner only joined the table (again, after paying)', async () => {
    const scope = await opened([joinedOnly]);
    expect(scope.getState($orders)).toEqual([]);
    expect(scope.getState($status)).toBe('empty');
  });
});
