import type { InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import type { TablePurchase } from '../schemas/table-order.ts';
import { httpClient } from './client.ts';
import { tableOrderApi } from './table-order-endpoints.ts';

const purchase: TablePurchase = {
  id: 7,
  supplier_id: 1,
  table: { code: 'M03', kind: 'table' },
  service: 'on_table',
  subservice: null,
  status: 'open',
  rules: {
    on_table_class: 'checkout',
    payment_required: false,
    send_to_prepare_required: true,
    list_only: false,
    can_call_waiter: true,
  },
  comment: '',
  waiter_called: false,
  tip: null,
  items: [],
  total: 0,
  count_ordered: 0,
  count_pending: 0,
  version: 3,
};

/** Answers every request with `status` and `data`, and records what was sent. */
function answer(status: number, data: unknown): InternalAxiosRequestConfig[] {
  const sent: InternalAxiosRequestConfig[] = [];
  httpClient().defaults.adapter = async (config) => {
    sent.push(config);
    if (status >= 400) {
      throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, {
        status,
        statusText: '',
        data,
        headers: {},
        config,
      });
    }
    return { status, statusText: 'OK', data, headers: {}, config };
  };
  return sent;
}

describe('tableOrderApi', () => {
  it('adds a product with the SPEC body and the profile headers, and reads back the purchase', async () => {
    const sent = answer(201, { purchase });
    const body = {
      product: { id: 4, count: 2, options: [{ slug: 'termino', choices: ['medio'] }] },
      purchase_id: 7,
    };
    await expect(tableOrderApi.addProduct(body, { profileid: '9', token: 't' })).resolves.toEqual(purchase);
    expect(sent[0]?.url).toBe('/menudigital/add_product_cart.json');
    expect(JSON.parse(String(sent[0]?.data))).toEqual(body);
    expect(sent[0]?.headers.get('profileid')).toBe('9');
  });

  it('changes a line through the shopping-cart call with the purchase in the query', async () => {
    const sent = answer(200, { purchase });
    await tableOrderApi.setLineCount(7, 12, 3, {});
    expect(sent[0]).toMatchObject({
      method: 'put',
      url: '/shopping_cart/product_cart/12.json',
      params: { purchase_id: 7 },
    });
    expect(JSON.parse(String(sent[0]?.data))).toEqual({ product: { count: 3 } });
  });

  it('carries the largest possible quantity of an out-of-stock answer', async () => {
    answer(409, { error: 'out_of_stock', message: 'try at most 1', details: { max_quantity: 1 } });
    await expect(
      tableOrderApi.addProduct({ product: { id: 4, count: 2 }, purchase_id: 7 }, {}),
    ).rejects.toMatchObject({
      status: 409,
      code: 'out_of_stock',
      details: { max_quantity: 1 },
    });
  });
});
