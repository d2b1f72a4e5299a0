import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../../src/db/schema.ts';
import { useTestApi } from '../../helpers.ts';
import { addProduct, join, newDiner, useMenu } from '../../support/table-orders.ts';
import { pay } from '../../support/payments.ts';
import { bankDecides, floorOf, payByPse, paymentAs } from './pse-support.ts';

// A diner paying by PSE leaves for the bank's page; back on the checkout, or after a reload, only the
// payer is given that page again, and only while the bank has not answered. The address is the
// provider's, kept on the payment: never one a request names.
const api = useTestApi();
const chapinero = useMenu(api, 'chapinero');

/** Ana's bandeja paisa (38 000) at `code`, Beto seated with her. */
async function table(code: string) {
  const [ana, beto] = [await newDiner(api), await newDiner(api)];
  const purchase = await join(api, ana, chapinero.supplierId, code);
  await join(api, beto, chapinero.supplierId, code);
  const added = await addProduct(api, ana, purchase.id, { id: chapinero.id('bandeja-paisa'), count: 1 });
  expect(added.status, added.text).toBe(201);
  return { ana, beto, purchaseId: purchase.id };
}

describe("a PSE payment's bank page", () => {
  it('is kept: its payer reads it again after a reload, and a retry of the same tap answers it too', async () => {
    const { ana, purchaseId } = await table('M01');
    const paid = await payByPse(api, ana, purchaseId, { kind: 'full' }, 'pse-reload-0001');
    const bank = paid.payment.redirect_url ?? '';
    expect(bank).toMatch(new RegExp(`/api/v4/sandbox/pse/${paid.payment.id}\\?return=`));

    expect((await paymentAs(api, ana, paid.payment.id)).payment).toMatchObject({
      status: 'pending',
      redirect_url: bank,
    });
    const retried = await payByPse(api, ana, purchaseId, { kind: 'full' }, 'pse-reload-0001');
    expect(retried.payment).toMatchObject({ id: paid.payment.id, redirect_url: bank });
  });

  it('is named to no table mate, and the staff floor shows the payment without it', async () => {
    const { ana, beto, purchaseId } = await table('M02');
    const paid = await payByPse(api, ana, purchaseId);
    expect((await paymentAs(api, beto, paid.payment.id)).payment).toMatchObject({
      status: 'pending',
      redirect_url: null,
    });
    const floor = await floorOf(api, 'chapinero');
    expect(floor.text).toContain(`"id":${paid.payment.id},"method":"pse"`);
    expect(floor.text).not.toContain('/sandbox/pse/');
  });

  it('goes once the bank answered: a settled payment has no page to go back to', async () => {
    const { ana, purchaseId } = await table('M03');
    const paid = await payByPse(api, ana, purchaseId);
    await bankDecides(api, ana, paid.payment.redirect_url ?? '', 'approve');
    expect((await paymentAs(api, ana, paid.payment.id)).payment).toMatchObject({
      status: 'approved',
      redirect_url: null,
    });
  });

  it("is always the provider's: an address in the request is not kept", async () => {
    const { ana, purchaseId } = await table('M04');
    const res = await pay(api, ana, purchaseId, {
      method: 'pse',
      pse: { bank: 'Banco de Pruebas', client_type: 'person' },
      return_origin: 'http://la-brasa.localhost:5173',
      // Not a field of the request: a client naming the bank's page is ignored.
      ...({ redirect_url: 'https://evil.example/bank' } as object),
    });
    expect(res.status, res.text).toBe(201);
    const [stored] = await api.app.db.select().from(payments).where(eq(payments.purchaseId, purchaseId));
    expect(stored?.redirectUrl).toMatch(/^http:\/\/localhost:4000\/api\/v4\/sandbox\/pse\/\d+\?return=/);
  });

  it('is kept for PSE only: a card or cash payment has none', async () => {
    const { ana, purchaseId } = await table('M05');
    const res = await pay(api, ana, purchaseId, { method: 'cash' });
    expect(res.status, res.text).toBe(201);
    const [stored] = await api.app.db.select().from(payments).where(eq(payments.purchaseId, purchaseId));
    expect(stored).toMatchObject({ status: 'pending', redirectUrl: null });
  });
});
