import { beforeAll, describe, expect, it } from 'vitest';
import {
  bookingResponseSchema,
  createdBookingResponseSchema,
  schedulesResponseSchema,
} from 'shared-contracts/schemas';
import { expectSchema, request, useTestApi } from '../../helpers.ts';
import { menuOf } from '../../support/table-orders.ts';
import type * as z from 'zod/mini';

type CreatedBookingResponse = z.infer<typeof createdBookingResponseSchema>;

const api = useTestApi();
const HOST = 'la-brasa.localhost';
const OTHER_INSTANCE = 'taqueria-lupita.localhost';

async function book(persons: number): Promise<CreatedBookingResponse> {
  const schedules = expectSchema(
    schedulesResponseSchema,
    (await request(api, '/api/v4/schedules?branch_id=chapinero', { host: HOST })).json,
  );
  // Tomorrow, unless it is a Sunday (closing at 20:00): the first day after today that takes 20:00.
  const day = schedules.days.slice(1).find((d) => d.hours.some((slot) => slot.hour === '20:00'));
  const res = await request(api, '/api/v4/bookings', {
    method: 'POST',
    host: HOST,
    body: {
      booking: {
        branch_id: schedules.branch_id,
        persons,
        date: day?.date,
        hour: '20:00',
        name: 'Ana María',
        phone: '+57 300 111 2233',
        email: 'ana@example.com',
        dni_type: 'national_id',
        dni: '1020304050',
      },
    },
  });
  return expectSchema(createdBookingResponseSchema, res.json);
}

const detailOf = async (id: number, token: string) =>
  expectSchema(
    bookingResponseSchema,
    (await request(api, `/api/v4/bookings/${id}/${token}`, { host: HOST })).json,
  ).booking;

let mine: CreatedBookingResponse;
let theirs: CreatedBookingResponse;
let productId: number;
let lineId: number;

beforeAll(async () => {
  [mine, theirs] = [await book(2), await book(3)];
  const menu = await menuOf(api, HOST, 'chapinero');
  productId = menu.menu.products.find((product) => product.available)?.id ?? 0;
  const added = await request(api, '/shopping_cart/add_product_to_book', {
    method: 'POST',
    host: HOST,
    body: {
      purchase_id: mine.booking.id,
      data_purchase: { token: mine.token },
      product: { id: productId, count: 1 },
    },
  });
  lineId = expectSchema(bookingResponseSchema, added.json).booking.products[0]?.id ?? 0;
});

describe('authorisation matrix: a booking is read and changed only with its own token, on its own instance', () => {
  it('answers 4xx to another booking’s token, a forged token and another instance, and changes nothing', async () => {
    const before = await detailOf(mine.booking.id, mine.token);
    const id = mine.booking.id;
    const credentials: [string, string, string][] = [
      ["another booking's token", theirs.token, HOST],
      ['a forged token', 'f'.repeat(mine.token.length), HOST],
      ['its own token on another instance', mine.token, OTHER_INSTANCE],
    ];
    for (const [who, token, host] of credentials) {
      const calls = [
        request(api, `/api/v4/bookings/${id}/${token}`, { host }),
        request(api, `/api/v4/bookings/${id}/${token}/calendar.ics`, { host }),
        request(api, `/api/v4/bookings/${id}/${token}/cancel`, { method: 'PUT', host }),
        request(api, `/rate/${id}/${token}.json`, {
          method: 'POST',
          host,
          body: { book_rate: { rate: 1, comment: 'not mine' } },
        }),
        request(api, '/shopping_cart/add_product_to_book', {
          method: 'POST',
          host,
          body: { purchase_id: id, data_purchase: { token }, product: { id: productId, count: 5 } },
        }),
        request(api, `/shopping_cart/add_product_to_book/${lineId}?token=${token}`, {
          method: 'DELETE',
          host,
        }),
      ];
      for (const res of await Promise.all(calls)) {
        expect([401, 403, 404], `${who}: ${res.status} ${res.text}`).toContain(res.status);
        expect(res.text).not.toContain('Ana María');
      }
    }
    expect(await detailOf(id, mine.token)).toEqual(before);
    // The other booking was not touched either.
    expect((await detailOf(theirs.booking.id, theirs.token)).status).toBe(theirs.booking.status);
  });
});
