import { describe, expect, it } from 'vitest';
import { answerHttp } from '../testing/http-stub.ts';
import { makeTablePurchase } from '../testing/table-purchase.ts';
import { tableOrderApi } from './table-order-endpoints.ts';

const purchase = makeTablePurchase(3);

describe('tableOrderApi', () => {
  it('adds a product with the product, purchase_id, data_purchase body and the profile headers, and reads back the purchase', async () => {
    const sent = await answerHttp(201, { purchase });
    const body = {
      product: { id: 4, count: 2, options: [{ slug: 'termino', choices: ['medio'] }] },
      purchase_id: 7,
    };
    await expect(tableOrderApi.addProduct(body, { profileid: '9', token: 't' })).resolves.toEqual(purchase);
    expect(sent[0]?.url).toBe('/menudigital/add_product_cart.json');
    expect(JSON.parse(String(sent[0]?.data))).toEqual(body);
    expect(sent[0]?.headers.get('profileid')).toBe('9');
  });

  it('opens a manual payment and sets its amount with the manual_payment calls', async () => {
    const manual = { ...purchase, table: null, manual_amount: 0 };
    const sent = await answerHttp(201, { purchase: manual });
    await expect(tableOrderApi.openManualPayment({ supplier_id: 4, amount: 0 }, {})).resolves.toEqual(manual);
    expect(sent[0]).toMatchObject({ method: 'post', url: '/menudigital/manual_payment.json' });
    expect(JSON.parse(String(sent[0]?.data))).toEqual({ supplier_id: 4, amount: 0 });
    const put = await answerHttp(200, { purchase: { ...manual, manual_amount: 45000 } });
    await tableOrderApi.setManualAmount(7, 45000, {});
    expect(put[0]).toMatchObject({ method: 'put', url: '/menudigital/manual_payment/7.json' });
    expect(JSON.parse(String(put[0]?.data))).toEqual({ amount: 45000 });
  });

  it('changes a line through the shopping-cart call with the purchase in the query', async () => {
    const sent = await answerHttp(200, { purchase });
    await tableOrderApi.setLineCount(7, 12, 3, {});
    expect(sent[0]).toMatchObject({
      method: 'put',
      url: '/shopping_cart/product_cart/12.json',
      params: { purchase_id: 7 },
    });
    expect(JSON.parse(String(sent[0]?.data))).toEqual({ product: { count: 3 } });
  });

  it("reads the diner's own purchase by id and the ones still in progress", async () => {
    const balance = {
      purchase_id: 7,
      currency: 'COP',
      items_minor: 0,
      tip_minor: 0,
      delivery_fee_minor: 0,
      discount_minor: 0,
      coupon_code: null,
      due_minor: 0,
      paid_minor: 0,
      pending_minor: 0,
      remaining_minor: 0,
      paid_item_ids: [],
      closed: false,
    };
    const one = await answerHttp(200, { purchase, balance });
    await expect(tableOrderApi.myPurchase(7, {})).resolves.toEqual({ purchase, balance });
    expect(one[0]).toMatchObject({ method: 'get', url: '/api/my_purchases/7.json' });
    const list = await answerHttp(200, { purchases: [purchase] });
    await expect(tableOrderApi.actualPurchases('chapinero', {})).resolves.toEqual([purchase]);
    expect(list[0]).toMatchObject({
      method: 'get',
      url: '/api/actual_purchases.json',
      params: { supplier_id: 'chapinero' },
    });
  });

  it('carries the largest possible quantity of an out-of-stock answer', async () => {
    await answerHttp(409, { error: 'out_of_stock', message: 'try at most 1', details: { max_quantity: 1 } });
    await expect(
      tableOrderApi.addProduct({ product: { id: 4, count: 2 }, purchase_id: 7 }, {}),
    ).rejects.toMatchObject({
      status: 409,
      code: 'out_of_stock',
      details: { max_quantity: 1 },
    });
  });
});
