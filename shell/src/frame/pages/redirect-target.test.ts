import { describe, expect, it } from 'vitest';
import { makeSupplierSummary } from 'shared-contracts/testing';
import { redirectTarget } from './redirect-target.ts';

const config = {
  suppliers: [
    makeSupplierSummary({ slug: 'chapinero', service_delivery: true }),
    makeSupplierSummary({ slug: 'usaquen', service_delivery: false }),
  ],
};

describe('redirectTarget', () => {
  it('sends the short link to the on-table menu, keeping the table and the rest of the query', () => {
    expect(redirectTarget('/chapinero/md', '?mesa=M4', config)).toBe('/chapinero/menu-digital?mesa=M4');
    expect(redirectTarget('/chapinero/md/', '?mesa=M4&utm_source=qr', null)).toBe(
      '/chapinero/menu-digital?mesa=M4&utm_source=qr',
    );
    expect(redirectTarget('/chapinero/md', '', config)).toBe('/chapinero/menu-digital');
  });

  it("sends delivery to the branch's Home with the delivery service, or its plain Home when it does not deliver", () => {
    expect(redirectTarget('/chapinero/delivery', '?utm_campaign=x', config)).toBe(
      '/chapinero?utm_campaign=x&service=delivery',
    );
    expect(redirectTarget('/chapinero/delivery', '?service=book', null)).toBe('/chapinero?service=delivery');
    expect(redirectTarget('/usaquen/delivery', '?service=delivery', config)).toBe('/usaquen');
  });

  it('encodes the branch again and leaves every other path alone', () => {
    expect(redirectTarget('/a%2Fb/md', '', null)).toBe('/a%2Fb/menu-digital');
    expect(redirectTarget('/chapinero/menu', '', config)).toBeNull();
    expect(redirectTarget('/chapinero/delivery/order', '', config)).toBeNull();
    expect(redirectTarget('/md', '', config)).toBeNull();
    expect(redirectTarget('/%E0%A4%A/md', '', config)).toBeNull();
  });
});
