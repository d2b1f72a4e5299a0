import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMERS } from '../constants.ts';
import type { AcquisitionRequest, TrackingRequest } from '../schemas/profile.ts';
import { makeInstanceConfig } from '../testing/instance-config.ts';
import { $cookieConsent, cookiesAccepted, cookiesRejected, type CookieConsent } from './frame.ts';
import { $instance } from './instance.ts';
import { $session, sessionStarted } from './profile.ts';
import {
  $acquisitionId,
  $pendingEvents,
  $trackingStarted,
  acquisitionCaptured,
  analyticsEvent,
  saveAcquisitionFx,
  sendTrackingFx,
  trackingRetryFx,
} from './tracking.ts';
import { wait } from './wait.ts';

const config = makeInstanceConfig();
const source = { utm_source: 'news', utm_campaign: 'spring', userAgent: 'UA', referer: '' };
/** What the page may send once the diner accepted the cookie notice. */
const accepted: [typeof $cookieConsent, CookieConsent] = [$cookieConsent, 'accepted'];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('acquisition', () => {
  it('is stored once the instance and the session exist, retried every 1.5 s', async () => {
    const save = vi
      .fn<(body: AcquisitionRequest) => Promise<{ id: number }>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue({ id: 44 });
    const scope = fork({ values: [[$instance, config], accepted], handlers: [[saveAcquisitionFx, save]] });
    await allSettled(acquisitionCaptured, { scope, params: source });
    expect(save).not.toHaveBeenCalled();

    const settled = allSettled(sessionStarted, { scope, params: { id: 9 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ ...source, customer_id: config.id, session_id: 9 });
    await vi.advanceTimersByTimeAsync(TIMERS.acquisitionRetryMs - 1);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(save).toHaveBeenCalledTimes(2);
    expect(scope.getState($acquisitionId)).toBe(44);
    await vi.advanceTimersByTimeAsync(TIMERS.acquisitionRetryMs * 3);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('is sent only once the diner accepts, with its click ids; never when they reject', async () => {
    const withClicks = { ...source, gclid: 'G-1', fbclid: 'F-1' };
    for (const answer of [cookiesAccepted, cookiesRejected]) {
      const save = vi.fn(async () => ({ id: 44 }));
      const scope = fork({
        values: [
          [$instance, config],
          [$session, { id: 9 }],
        ],
        handlers: [[saveAcquisitionFx, save]],
      });
      await allSettled(acquisitionCaptured, { scope, params: withClicks });
      await vi.advanceTimersByTimeAsync(TIMERS.acquisitionRetryMs * 3);
      expect(save).not.toHaveBeenCalled();
      await allSettled(answer, { scope });
      if (answer === cookiesAccepted) {
        expect(save).toHaveBeenCalledWith({ ...withClicks, customer_id: config.id, session_id: 9 });
      } else {
        expect(save).not.toHaveBeenCalled();
      }
    }
  });
});

describe('trackings', () => {
  it('waits for a session, looking again every second, then sends the queued events in order', async () => {
    const sent: TrackingRequest[] = [];
    const send = vi.fn(async (body: TrackingRequest) => {
      sent.push(body);
      return { id: sent.length };
    });
    const looks = vi.fn(() => wait(TIMERS.trackingRetryMs));
    const scope = fork({
      values: [[$instance, config], accepted],
      handlers: [
        [sendTrackingFx, send],
        [trackingRetryFx, looks],
      ],
    });
    await allSettled(analyticsEvent, { scope, params: { event: 'page_view', view: 'Before start' } });
    // Before the start no timer runs: the boot's allSettled calls would never end.
    expect(looks).not.toHaveBeenCalled();
    const started = allSettled($trackingStarted, { scope, params: true });
    // Not awaited: with no session the scope stays busy with the once-a-second look.
    const settled = [
      started,
      allSettled(analyticsEvent, { scope, params: { event: 'page_view', view: 'Menu' } }),
      allSettled(analyticsEvent, { scope, params: { event: 'add_to_cart', productId: 3 } }),
    ];
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($pendingEvents)).toHaveLength(3);
    expect(looks).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(TIMERS.trackingRetryMs * 2);
    expect(looks).toHaveBeenCalledTimes(3);
    expect(send).not.toHaveBeenCalled();

    settled.push(allSettled(sessionStarted, { scope, params: { id: 7 } }));
    await vi.advanceTimersByTimeAsync(TIMERS.trackingRetryMs);
    await Promise.all(settled);
    expect(sent.map((body) => [body.event, body.session_id, body.customer_id])).toEqual([
      ['page_view', 7, config.id],
      ['page_view', 7, config.id],
      ['add_to_cart', 7, config.id],
    ]);
    expect(sent[2]?.product_id).toBe(3);
    expect(scope.getState($pendingEvents)).toEqual([]);
  });

  it('sends at once when the session exists, and a failed send is dropped without blocking the next', async () => {
    const send = vi
      .fn<(body: TrackingRequest) => Promise<{ id: number }>>()
      .mockRejectedValueOnce(new Error('tracking down'))
      .mockResolvedValue({ id: 2 });
    const scope = fork({
      values: [[$instance, config], [$session, { id: 5 }], accepted],
      handlers: [[sendTrackingFx, send]],
    });
    await allSettled(analyticsEvent, { scope, params: { event: 'page_view' } });
    await allSettled(analyticsEvent, { scope, params: { event: 'add_to_cart' } });
    expect(send).toHaveBeenCalledTimes(2);
    expect(scope.getState($pendingEvents)).toEqual([]);
    await vi.advanceTimersByTimeAsync(TIMERS.trackingRetryMs * 5);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('holds the events until the diner answers: sent on acceptance, dropped on rejection, none after it', async () => {
    for (const answer of [cookiesAccepted, cookiesRejected]) {
      const send = vi.fn(async () => ({ id: 1 }));
      const looks = vi.fn(() => wait(TIMERS.trackingRetryMs));
      const scope = fork({
        values: [
          [$instance, config],
          [$session, { id: 5 }],
          [$trackingStarted, true],
        ],
        handlers: [
          [sendTrackingFx, send],
          [trackingRetryFx, looks],
        ],
      });
      await allSettled(analyticsEvent, { scope, params: { event: 'page_view' } });
      await allSettled(analyticsEvent, { scope, params: { event: 'add_to_cart', productId: 3 } });
      await vi.advanceTimersByTimeAsync(TIMERS.trackingRetryMs * 3);
      expect(send).not.toHaveBeenCalled();
      // Waiting for an answer needs no timer: the answer itself sends them.
      expect(looks).not.toHaveBeenCalled();
      await allSettled(answer, { scope });
      await allSettled(analyticsEvent, { scope, params: { event: 'begin_checkout' } });
      const events = send.mock.calls.map((call) => (call as unknown as [TrackingRequest])[0].event);
      expect(events).toEqual(
        answer === cookiesAccepted ? ['page_view', 'add_to_cart', 'begin_checkout'] : [],
      );
      expect(scope.getState($pendingEvents)).toEqual([]);
    }
  });
});
