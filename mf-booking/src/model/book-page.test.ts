import { allSettled, fork, serialize } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $bookInfo,
  $instance,
  ApiRequestError,
  loadBranchFx,
  type Booking,
  type BookingRequest,
  type SchedulesResponse,
  type Supplier,
} from 'shared-contracts';
import { makeBooking, makeInstanceConfig, makeSupplier } from 'shared-contracts/testing';
import {
  $created,
  $days,
  $errors,
  $form,
  $hours,
  $lastSubmit,
  $rules,
  $sendError,
  $status,
  createBookingFx,
  fieldChanged,
  formSubmitted,
  loadSchedulesFx,
  BookPageGate,
  retryClicked,
  routeVisited,
} from './book-page.ts';

const chapinero = makeSupplier({
  id: 7,
  slug: 'chapinero',
  booking: { slot_minutes: 30, seats_per_slot: 20, max_party: 8 },
});
const config = makeInstanceConfig({ country_code: 'CO' });
const schedules: SchedulesResponse = {
  branch_id: 7,
  timezone: 'America/Bogota',
  booking: { slot_minutes: 30, seats_per_slot: 20, max_party: 8 },
  days: [
    {
      date: '2099-01-15',
      day: 4,
      hours: [
        { hour: '20:00', seats_left: 20 },
        { hour: '20:30', seats_left: 2 },
      ],
    },
    { date: '2099-01-16', day: 5, hours: [{ hour: '12:00', seats_left: 20 }] },
  ],
};

const openedScope = async ({
  load = async () => chapinero,
  create = async (booking: BookingRequest) => ({
    booking: makeBooking({ id: 41, date: booking.date, hour: booking.hour }),
    token: 'tok',
  }),
}: {
  load?: (slug: string) => Promise<Supplier>;
  create?: (booking: BookingRequest) => Promise<{ booking: Booking; token: string }>;
} = {}) => {
  const scope = fork({
    values: [[$instance, config]],
    handlers: [
      [loadBranchFx, load],
      [loadSchedulesFx, async () => schedules],
      [createBookingFx, create],
    ],
  });
  await allSettled(BookPageGate.open, { scope, params: { slug: 'chapinero' } });
  return scope;
};

const fill = async (scope: Awaited<ReturnType<typeof openedScope>>, values: Record<string, string>) => {
  for (const [field, value] of Object.entries(values)) {
    await allSettled(fieldChanged, { scope, params: { field: field as 'name', value } });
  }
};

const VALID = {
  date: '2099-01-15',
  hour: '20:00',
  persons: '4',
  name: 'Ana',
  phone: '300 111 2233',
  email: 'ana@example.com',
  dniType: 'national_id',
  dni: '1020304050',
};

describe('booking page model', () => {
  it('opening the page loads the branch and its bookable days, and takes its largest party as the rule', async () => {
    const load = vi.fn(async () => chapinero);
    const scope = await openedScope({ load });
    expect(load).toHaveBeenCalledWith('chapinero');
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($rules)).toEqual({ countryCode: 'CO', maxParty: 8, firstDay: '2099-01-15' });
    expect(scope.getState($days).map((day) => day.date)).toEqual(['2099-01-15', '2099-01-16']);
  });

  it("offers the chosen day's hours, marking those where the party would wait; a new day clears the hour", async () => {
    const scope = await openedScope();
    await fill(scope, { date: '2099-01-15', hour: '20:30', persons: '4' });
    expect(scope.getState($hours)).toEqual([
      { hour: '20:00', waitlist: false },
      { hour: '20:30', waitlist: true },
    ]);
    await fill(scope, { date: '2099-01-16' });
    expect(scope.getState($form).hour).toBe('');
    expect(scope.getState($hours)).toEqual([{ hour: '12:00', waitlist: false }]);
  });

  it('a branch that takes no bookings is empty', async () => {
    const scope = await openedScope({ load: async () => ({ ...chapinero, service_book: false }) });
    expect(scope.getState($status)).toBe('empty');
  });

  it('a failed load sets the failed status, and retry clears it', async () => {
    const load = vi
      .fn<(slug: string) => Promise<Supplier>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(chapinero);
    const scope = await openedScope({ load });
    expect(scope.getState($status)).toBe('failed');
    await allSettled(retryClicked, { scope });
    expect(load).toHaveBeenLastCalledWith('chapinero');
    expect(scope.getState($status)).toBe('ready');
  });

  it('shows no errors before the first submit, then keeps them up to date; nothing is sent', async () => {
    const create = vi.fn();
    const scope = await openedScope({ create });
    await fill(scope, { name: 'A' });
    expect(scope.getState($errors)).toEqual({});
    await allSettled(formSubmitted, { scope });
    expect(scope.getState($errors)).toMatchObject({ date: 'required', name: 'shortName', phone: 'required' });
    expect(scope.getState($lastSubmit)).toEqual({ firstInvalid: 'date' });
    expect(create).not.toHaveBeenCalled();
    await fill(scope, { name: 'Ana' });
    expect(scope.getState($errors).name).toBeUndefined();
  });

  it('a valid submit creates the booking for the branch; the page then has its detail link and the booking state', async () => {
    const create = vi.fn(async (booking: BookingRequest) => ({
      booking: makeBooking({ id: 41, date: booking.date }),
      token: 'tok',
    }));
    const scope = await openedScope({ create });
    await fill(scope, { ...VALID, name: '  Ana  ' });
    await allSettled(formSubmitted, { scope });
    expect(create).toHaveBeenCalledWith({
      branch_id: 7,
      date: '2099-01-15',
      hour: '20:00',
      persons: 4,
      name: 'Ana',
      phone: '300 111 2233',
      email: 'ana@example.com',
      dni_type: 'national_id',
      dni: '1020304050',
    });
    expect(scope.getState($created)).toEqual({ id: 41, token: 'tok' });
    expect(scope.getState($bookInfo)?.id).toBe(41);
    await allSettled(BookPageGate.open, { scope, params: { slug: 'chapinero' } });
    expect(scope.getState($created)).toBeNull();
    expect(scope.getState($form).name).toBe('');
  });

  it("the API's refusal is kept as its code and details until a field changes", async () => {
    const scope = await openedScope({
      create: async () => {
        throw new ApiRequestError(422, 'booking_in_past', 'past');
      },
    });
    await fill(scope, VALID);
    await allSettled(formSubmitted, { scope });
    expect(scope.getState($sendError)).toEqual({ code: 'booking_in_past', details: {} });
    expect(scope.getState($created)).toBeNull();
    await fill(scope, { hour: '20:30' });
    expect(scope.getState($sendError)).toBeNull();
  });
});

describe('server render of the booking page', () => {
  it('a visit loads the branch and its hours; the page opened after hydration asks for neither again', async () => {
    const load = vi.fn(async () => chapinero);
    const hours = vi.fn(async () => schedules);
    const server = fork({
      values: [[$instance, config]],
      handlers: [
        [loadBranchFx, load],
        [loadSchedulesFx, hours],
      ],
    });
    await allSettled(routeVisited, {
      scope: server,
      params: { params: { supplier: 'chapinero' }, search: '' },
    });
    expect(server.getState($status)).toBe('ready');
    const browser = fork({
      values: serialize(server),
      handlers: [
        [loadBranchFx, load],
        [loadSchedulesFx, hours],
      ],
    });
    await allSettled(BookPageGate.open, { scope: browser, params: { slug: 'chapinero' } });
    expect(browser.getState($status)).toBe('ready');
    expect(load).toHaveBeenCalledTimes(1);
    expect(hours).toHaveBeenCalledTimes(1);
    await allSettled(retryClicked, { scope: browser });
    expect(hours).toHaveBeenCalledTimes(2);
  });
});
