import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { profileLoaded } from 'shared-contracts';
import { makeProfile, makePurchaseItem, makeTablePurchase } from 'shared-contracts/testing';
import { $dues, $orders, $status, loadMyOrdersFx, pageOpened } from './orders-page.ts';

const ordered = { ...makeTablePurchase(1, [makePurchaseItem()]), id: 8 };
const joinedOnly = { ...makeTablePurchase(1, []), id: 9 };
const paidOnly = { ...makeTablePurchase(1, []), id: 10, manual_amount: 20000 };

const opened = async (
  purchases: ReturnType<typeof makeTablePurchase>[],
  dues: { purchase_id: number; due_minor: number }[] = [],
) => {
  const scope = fork({ handlers: [[loadMyOrdersFx, async () => ({ purchases, dues })]] });
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

  it('names what each bill comes to, as the API works it out (tip, fee and discount in)', async () => {
    const scope = await opened([ordered], [{ purchase_id: 8, due_minor: 48000 }]);
    expect(scope.getState($dues).get(8)).toBe(48000);
  });
});
