import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createdBookingResponseSchema,
  schedulesResponseSchema,
  staffLiveEventSchema,
  type StaffLiveEvent,
} from 'shared-contracts/schemas';
import type { App } from '../../../src/app.ts';
import {
  bogota,
  bogotaAfternoon,
  expectSchema,
  movableClock,
  request,
  STAFF_TOKEN,
  useTestApi,
} from '../../helpers.ts';
import { signIn } from '../../support/staff-session.ts';
import {
  addProduct,
  CHURRASCO_OPTIONS,
  join,
  menuOf,
  newDiner,
  openLive,
} from '../../support/table-orders.ts';

/** Today (Bogotá's date) at 15:00 there; moved to a booking's day to seat its party. */
const START = bogotaAfternoon();
const clock = movableClock(START);
afterEach(() => clock.set(START));
// Every booking of this file comes from one address.
const api = useTestApi(
  () => ({ BOOKINGS_PER_HOUR: 1000 }),
  () => clock,
);
const HOST = 'la-brasa.localhost';
const BRANCH = 'chapinero';

let origin = '';
let branchId = 0;

async function listen(app: App): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}

beforeAll(async () => {
  origin = await listen(api.app);
  const res = await request(api, `/api/v4/schedules?branch_id=${BRANCH}`, { host: HOST });
  branchId = expectSchema(schedulesResponseSchema, res.json).branch_id;
});

const liveUrl = () => `${origin}/staff/instances/la-brasa/branches/${BRANCH}/live`;
const openStaffLive = (headers: Record<string, string>) => openLive(liveUrl(), headers, staffLiveEventSchema);

/** A bookable slot a few days ahead (each test its own, so the waitlist is only the test's). */
async function slot(index: number) {
  const res = await request(api, `/api/v4/schedules?branch_id=${BRANCH}`, { host: HOST });
  const day = expectSchema(schedulesResponseSchema, res.json).days[index + 1];
  const hour = day?.hours[0]?.hour;
  if (!day || !hour) throw new Error('no bookable slot');
  return { date: day.date, hour };
}

async function book(at: { date: string; hour: string }, persons: number) {
  const res = await request(api, '/api/v4/bookings', {
    method: 'POST',
    host: HOST,
    body: {
      booking: {
        branch_id: branchId,
        persons,
        ...at,
        name: 'Ana María',
        phone: '+57 300 111 2233',
        email: 'ana@example.com',
        dni_type: 'national_id',
        dni: '1020304050',
      },
    },
  });
  expect(res.status, res.text).toBe(201);
  return expectSchema(createdBookingResponseSchema, res.json).booking;
}

const isBooking = (id: number) => (event: StaffLiveEvent) =>
  event.type === 'booking' && event.booking_id === id;

describe("the staff's live stream and bookings", () => {
  it('names each booking booked, approved, seated, cancelled and promoted from the waitlist', async () => {
    const live = await openStaffLive({ authorization: `Bearer ${STAFF_TOKEN}` });
    try {
      expect(await live.next()).toEqual({ type: 'ready', branch_id: branchId });
      const at = await slot(2);
      // 20 seats a slot: two parties of 10 fill it, the third waits.
      const first = await book(at, 10);
      await live.until(isBooking(first.id));
      await book(at, 10);
      const waiting = await book(at, 4);
      expect(waiting.status).toBe('waitlist');
      await live.until(isBooking(waiting.id));

      const declined = await request(api, `/staff/bookings/${first.id}/decline`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${STAFF_TOKEN}` },
      });
      expect(declined.status).toBe(200);
      // The decline freed seats: the waiting party was promoted, and the stream names the declined one.
      await live.until(isBooking(first.id));
      // The party arrives on its day: seated.
      clock.set(bogota(at.date, at.hour));
      const seated = await request(api, `/staff/bookings/${waiting.id}/seat`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${STAFF_TOKEN}` },
      });
      expect(seated.status, seated.text).toBe(200);
      await live.until(isBooking(waiting.id));
    } finally {
      live.close();
    }
  });

  it("tells the waiter's session of a booking, and not the kitchen's (the kitchen has no bookings)", async () => {
    const waiter = await signIn(api, 'la-brasa', 'waiter');
    const cook = await signIn(api, 'la-brasa', 'kitchen');
    const waiterLive = await openStaffLive({ cookie: waiter.cookie });
    const kitchenLive = await openStaffLive({ cookie: cook.cookie });
    try {
      expect((await waiterLive.next()).type).toBe('ready');
      expect((await kitchenLive.next()).type).toBe('ready');
      const booking = await book(await slot(3), 2);
      await waiterLive.until(isBooking(booking.id));

      // An order change after the booking: the kitchen's next event is that order, no booking before it.
      const menu = await menuOf(api, HOST, BRANCH);
      const diner = await newDiner(api);
      const purchase = await join(api, diner, menu.supplierId, 'M07');
      await addProduct(api, diner, purchase.id, {
        id: menu.products.churrasco?.id ?? 0,
        count: 1,
        options: CHURRASCO_OPTIONS,
      });
      const next = await kitchenLive.next();
      expect(next).toMatchObject({ type: 'order', order: { id: purchase.id } });
    } finally {
      waiterLive.close();
      kitchenLive.close();
    }
  });
});
