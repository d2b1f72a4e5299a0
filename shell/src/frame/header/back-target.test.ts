import { describe, expect, it } from 'vitest';
import type { Seat } from 'shared-contracts';
import { backTargetOf } from './back-target.ts';

const seat: Seat = { branch: 'chapinero', supplierId: 3, code: 'M04', kind: 'table', key: 'k1' };
const room: Seat = { ...seat, branch: 'miraflores', code: '201', kind: 'room', key: null };

describe('the header back control', () => {
  it('steps up the route tree of a diner who is not seated', () => {
    expect(backTargetOf('Product', 'chapinero')).toBe('/chapinero/menu');
    expect(backTargetOf('MyOrder', 'chapinero')).toBe('/chapinero/menu-digital');
    expect(backTargetOf('Checkout', 'chapinero')).toBe('/chapinero');
    expect(backTargetOf('Book', undefined)).toBe('/');
  });

  it("keeps a seated diner at the table: the order and payment screens lead back to the table's menu", () => {
    for (const route of ['MyOrder', 'Precheckout', 'Checkout', 'Order', 'Product']) {
      expect(backTargetOf(route, 'chapinero', seat)).toBe('/chapinero/menu-digital?mesa=M04&k=k1');
    }
    expect(backTargetOf('Checkout', 'miraflores', room)).toBe('/miraflores/service-room?mesa=201');
    expect(backTargetOf('Book', 'chapinero', seat)).toBe('/chapinero/menu-digital/home?mesa=M04&k=k1');
  });
});
