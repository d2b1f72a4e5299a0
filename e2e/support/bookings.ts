import { API_URL, apiClockStart } from './servers.ts';

// Other diners of the same slot, booked through the real API (Node cannot resolve `*.localhost`, so
// the instance goes in the `customer_id` header).

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Config {
  id: number;
  suppliers: { id: number; slug: string }[];
}
const config = async (instance: string) =>
  json<Config>(await fetch(`${API_URL}/experience/${instance}.localhost/config`));

/** The instance's `customer_id`. */
export async function customerId(instance: string): Promise<number> {
  return (await config(instance)).id;
}

/** The numeric id of branch `slug`. */
export async function branchIdOf(instance: string, slug: string): Promise<number | undefined> {
  return (await config(instance)).suppliers.find((branch) => branch.slug === slug)?.id;
}

interface Schedules {
  branch_id: number;
  days: { date: string; hours: { hour: string; seats_left: number }[] }[];
}

async function schedulesOf(instance: string, branch: string): Promise<Schedules> {
  const headers = { customer_id: String(await customerId(instance)) };
  return json<Schedules>(await fetch(`${API_URL}/api/v4/schedules?branch_id=${branch}`, { headers }));
}

const wholly = (hour: string, seats: number) => (day: Schedules['days'][number]) =>
  day.hours.some((h) => h.hour === hour && h.seats_left === seats);

/** The first day from tomorrow on where `hour` still has all of its `seats` free. */
export async function freeDay(instance: string, branch: string, hour: string, seats: number) {
  const schedules = await schedulesOf(instance, branch);
  const day = schedules.days.slice(1).find(wholly(hour, seats));
  if (!day) throw new Error(`no day with ${hour} free at ${branch}`);
  return { date: day.date, branchId: schedules.branch_id };
}

/**
 * Today (the API's clock: `apiClockStart`, 15:00 and on) at `hour`, with all of its `seats` free. A spec
 * whose party is seated books today: the API seats a party only from its booking's day on. Each such spec
 * takes an hour of its own, one every branch's day still offers (Chapinero closes at 20:00 on Sundays).
 */
export async function freeSlotToday(instance: string, branch: string, hour: string, seats: number) {
  const today = apiClockStart().slice(0, 10);
  const schedules = await schedulesOf(instance, branch);
  const day = schedules.days.find((d) => d.date === today);
  if (!day || !wholly(hour, seats)(day)) {
    throw new Error(`${hour} today (${today}) is not wholly free at ${branch}: booked already, or past`);
  }
  return { date: day.date, branchId: schedules.branch_id };
}

/** Another party books the same slot. */
export async function otherParty(
  instance: string,
  booking: { branchId: number; date: string; hour: string; persons: number },
): Promise<{ booking: { id: number; status: string }; token: string }> {
  const response = await fetch(`${API_URL}/api/v4/bookings`, {
    method: 'POST',
    headers: { customer_id: String(await customerId(instance)), 'content-type': 'application/json' },
    body: JSON.stringify({
      booking: {
        branch_id: booking.branchId,
        date: booking.date,
        hour: booking.hour,
        persons: booking.persons,
        name: 'Otra Mesa',
        phone: '+57 300 555 0000',
        email: 'otra@example.com',
        dni_type: 'passport',
        dni: 'X1234567',
      },
    }),
  });
  return json(response);
}

/** A booking as the API has it now (the detail call needs the token). */
export async function bookingNow(instance: string, id: number, token: string) {
  const response = await fetch(`${API_URL}/api/v4/bookings/${id}/${token}`, {
    headers: { customer_id: String(await customerId(instance)) },
  });
  return (await json<{ booking: { status: string; rating: number | null; products: unknown[] } }>(response))
    .booking;
}

/** The calendar file of a booking. */
export async function calendarFile(instance: string, path: string) {
  const response = await fetch(`${API_URL}${path}`, {
    headers: { customer_id: String(await customerId(instance)) },
  });
  return { type: response.headers.get('content-type'), text: await response.text() };
}
