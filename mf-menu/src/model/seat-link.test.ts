import { allSettled, fork } from 'effector';
import { $seat } from 'shared-contracts';
import { describe, expect, it, vi } from 'vitest';
import { SeatLinkGate } from './seat-link.ts';
import { checkTableFx } from './table-page.ts';
import { tableInit } from './table-test-data.ts';

const seated = { branch: 'chapinero', supplierId: 1, code: 'M03', kind: 'table' as const, key: 'q7' };

describe('seat link', () => {
  it("checks the table of a browsing screen's link when it opens", async () => {
    const check = vi.fn(async () => tableInit);
    const scope = fork({ handlers: [[checkTableFx, check]] });
    await allSettled(SeatLinkGate.open, { scope, params: { slug: 'chapinero', code: 'M04', key: 'k9' } });
    expect(check).toHaveBeenCalledWith({ slug: 'chapinero', code: 'M04', key: 'k9' });
  });

  it('checks nothing for a link without a code, or the table the diner already sits at', async () => {
    const check = vi.fn(async () => tableInit);
    const scope = fork({ values: [[$seat, seated]], handlers: [[checkTableFx, check]] });
    await allSettled(SeatLinkGate.open, { scope, params: { slug: 'chapinero', code: null, key: null } });
    await allSettled(SeatLinkGate.open, { scope, params: { slug: 'chapinero', code: 'm03', key: 'q7' } });
    expect(check).not.toHaveBeenCalled();
  });
});
