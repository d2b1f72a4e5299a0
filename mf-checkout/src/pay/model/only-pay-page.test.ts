import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $profile, joinTableFx, paymentMethodsFx, type Currency, type TableInit } from 'shared-contracts';
import { makePurchaseItem, makeTablePurchase } from 'shared-contracts/testing';
import { $outcome, checkFx, pageOpened } from './only-pay-page.ts';

const table: TableInit = {
  supplier_id: 1,
  table: { code: 'T1', kind: 'table' },
  service: 'on_table',
  subservice: null,
  rules: makeTablePurchase().rules,
  shared_access: true,
  purchase_id: 7,
  closed: null,
};

/** The only-pay page at a table whose bill is `total`, in a branch of `currency` whose minimum is `minimumMinor`. */
async function outcomeFor(total: number, currency: Currency, minimumMinor: number) {
  const purchase = makeTablePurchase(1, [makePurchaseItem({ unit_price: total, total })]);
  const scope = fork({
    values: [
      [$profile, { id: 9, token: 't', anonymous: true, domain: 'x', name: '', phone: null, email: null }],
    ],
    handlers: [
      [checkFx, async () => table],
      [joinTableFx, async () => purchase],
      [
        paymentMethodsFx,
        async () => ({
          payment_methods: [],
          currency,
          minimum_order_minor: minimumMinor,
          service_fee_label: false,
          impoconsumo_label: false,
        }),
      ],
    ],
  });
  await allSettled(pageOpened, { scope, params: { slug: 'roma-norte', code: 'T1' } });
  return scope.getState($outcome);
}

describe('only-pay (a purchase over 10,000)', () => {
  it('holds every branch to 10,000, not to its own minimum order', async () => {
    // A Mexican branch's minimum is 50 pesos; a 200-peso bill is still under only-pay's 10,000.
    expect(await outcomeFor(200, 'MXN', 5000)).toEqual({ kind: 'below', minimumMinor: 1_000_000 });
    expect(await outcomeFor(10_000.5, 'MXN', 5000)).toEqual({ kind: 'ready', purchaseId: 7 });
    // A Colombian branch whose own minimum is 25,000 lets a 12,000 bill through.
    expect(await outcomeFor(12_000, 'COP', 25_000)).toEqual({ kind: 'ready', purchaseId: 7 });
  });

  it('needs more than 10,000: exactly 10,000 is not over it', async () => {
    expect(await outcomeFor(10_000, 'COP', 10_000)).toEqual({ kind: 'below', minimumMinor: 10_000 });
    expect(await outcomeFor(10_001, 'COP', 10_000)).toEqual({ kind: 'ready', purchaseId: 7 });
  });
});

describe("only-pay and the table QR's key", () => {
  it("checks and joins with the link's key; a code without it is asked to scan the QR", async () => {
    const purchase = makeTablePurchase(1, [makePurchaseItem({ unit_price: 20_000, total: 20_000 })]);
    const check = vi.fn(async (visit: { key: string | null }) =>
      visit.key === 'k3y' ? table : { ...table, shared_access: false, purchase_id: null },
    );
    const join = vi.fn(async () => purchase);
    const scope = fork({
      values: [
        [$profile, { id: 9, token: 't', anonymous: true, domain: 'x', name: '', phone: null, email: null }],
      ],
      handlers: [
        [checkFx, check],
        [joinTableFx, join],
        [paymentMethodsFx, async () => ({ payment_methods: [], currency: 'COP', minimum_order_minor: 0 })],
      ],
    });
    await allSettled(pageOpened, { scope, params: { slug: 'roma-norte', code: 'T1' } });
    expect(scope.getState($outcome)).toEqual({ kind: 'missing' });
    expect(join).not.toHaveBeenCalled();
    await allSettled(pageOpened, { scope, params: { slug: 'roma-norte', code: 'T1', key: 'k3y' } });
    expect(check).toHaveBeenLastCalledWith({ slug: 'roma-norte', code: 'T1', key: 'k3y' });
    expect(join).toHaveBeenCalledWith({ supplierId: 1, tableCode: 'T1', tableKey: 'k3y' });
  });
});
