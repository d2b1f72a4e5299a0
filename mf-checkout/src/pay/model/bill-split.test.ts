import { describe, expect, it } from 'vitest';
import type { PurchaseBalance } from 'shared-contracts';
import { previewShare, toSplit } from './bill-split.ts';

const balance: PurchaseBalance = {
  purchase_id: 1,
  currency: 'COP',
  items_minor: 55000,
  tip_minor: 5500,
  delivery_fee_minor: 0,
  discount_minor: 0,
  coupon_code: null,
  due_minor: 60500,
  paid_minor: 0,
  pending_minor: 0,
  remaining_minor: 60500,
  paid_item_ids: [],
  closed: false,
};

describe('bill split', () => {
  it('turns the choice into the request, refusing incomplete ones', () => {
    expect(toSplit({ kind: 'equal', itemIds: [], parts: '3', custom: '' }, 'COP')).toEqual({
      kind: 'equal',
      parts: 3,
    });
    expect(toSplit({ kind: 'equal', itemIds: [], parts: '1', custom: '' }, 'COP')).toBeNull();
    expect(toSplit({ kind: 'items', itemIds: [], parts: '2', custom: '' }, 'COP')).toBeNull();
    expect(toSplit({ kind: 'custom', itemIds: [], parts: '2', custom: '12,50' }, 'MXN')).toEqual({
      kind: 'custom',
      amount_minor: 1250,
    });
  });

  it('previews an equal part rounded up and capped by what is left', () => {
    expect(previewShare({ kind: 'equal', parts: 3 }, balance, null)).toBe(20167);
    expect(previewShare({ kind: 'equal', parts: 2 }, { ...balance, remaining_minor: 10000 }, null)).toBe(
      10000,
    );
  });
});
