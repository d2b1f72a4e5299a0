import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createApiFx } from '../api/api-effect.ts';
import { api } from '../api/endpoints.ts';
import { TIMERS } from '../constants.ts';
import type { AcquisitionRequest, TrackingEvent, TrackingRequest } from '../schemas/profile.ts';
import { appStarted } from './bootstrap.ts';
import { $cookieConsent, $cookiesAccepted, cookiesRejected } from './frame.ts';
import { $instance } from './instance.ts';
import { $profile, $session } from './profile.ts';
import { wait } from './wait.ts';

/** Where the visit came from, read by the shell from the first URL, `document.referrer` and the user agent. */
export type AcquisitionSource = Omit<AcquisitionRequest, 'customer_id' | 'session_id'>;

/** What a screen reports; the session, instance and profile ids are added here. */
export interface AnalyticsInput {
  event: TrackingEvent;
  /** The screen's name (the tracking event's `view_vue`). */
  view?: string;
  supplierId?: number;
  productId?: number;
  purchaseId?: number;
  tableCode?: string;
  service?: string;
  lang?: string;
  /** Money of the event (add_to_cart, begin_checkout, purchase), in major units, for the pixels. */
  value?: number;
}

/**
 * The one door for measured events: page_view and add_to_cart are fired by the shell
 * and the menu; begin_checkout and purchase by the payment flow. Fire it from the browser only (an
 * effect or a handler), never while rendering: it never blocks the caller and failures are dropped.
 */
export const analyticsEvent = createEvent<AnalyticsInput>();
/** The shell reports the visit's source once, in the browser. */
export const acquisitionCaptured = createEvent<AcquisitionSource>();

export const $acquisitionSource = createStore<AcquisitionSource | null>(null).on(
  acquisitionCaptured,
  (current, source) => current ?? source,
);
export const $acquisitionId = createStore<number | null>(null);
/**
 * Events waiting for the diner's acceptance and a session; sent in order once both exist, dropped if the
 * diner rejects. At most `MAX_PENDING_EVENTS`, the latest (a diner who never answers keeps browsing).
 */
export const $pendingEvents = createStore<AnalyticsInput[]>([]).reset(cookiesRejected);
export const MAX_PENDING_EVENTS = 50;

export const saveAcquisitionFx = createApiFx(api.saveAcquisition);
export const sendTrackingFx = createApiFx(api.sendTracking);
/** Waits before the next try; effects so tests drive them with fake timers. */
export const acquisitionRetryFx = createEffect(() => wait(TIMERS.acquisitionRetryMs));
export const trackingRetryFx = createEffect(() => wait(TIMERS.trackingRetryMs));

$acquisitionId.on(saveAcquisitionFx.doneData, (_, { id }) => id);

// Acquisition (campaign, utm_*, click ids, referrer): measures the visit, so it waits for the diner's
// acceptance; then stored once the instance and session ids exist, a failed try repeated every 1.5 s.
const $acquisitionToSave = combine(
  $instance,
  $session,
  $acquisitionSource,
  $acquisitionId,
  $cookiesAccepted,
  (instance, session, source, saved, accepted): AcquisitionRequest | null =>
    accepted && instance && session && source && saved === null
      ? { ...source, customer_id: instance.id, session_id: session.id }
      : null,
);
sample({
  clock: [$acquisitionToSave.updates, acquisitionRetryFx.done],
  source: { body: $acquisitionToSave, busy: saveAcquisitionFx.pending },
  filter: ({ body, busy }) => body !== null && !busy,
  fn: ({ body }) => body as AcquisitionRequest,
  target: saveAcquisitionFx,
});
sample({ clock: saveAcquisitionFx.fail, target: acquisitionRetryFx });

// Trackings: usage events, so only once the diner accepted (until they answer, held in the page; a
// rejection drops them). Sent at once when a session exists; otherwise queued and looked at again every
// second.
/** Sends the events side by side; one refused or lost costs the diner nothing (failures are dropped). */
export const sendTrackingsFx = createEffect(async (requests: TrackingRequest[]) => {
  await Promise.allSettled(requests.map((body) => sendTrackingFx(body)));
});
const $ids = combine(
  $instance,
  $session,
  $profile,
  $acquisitionId,
  (instance, session, profile, acquisitionId) =>
    instance && session
      ? {
          customerId: instance.id,
          sessionId: session.id,
          profileId: profile?.id,
          acquisitionId: acquisitionId ?? undefined,
        }
      : null,
);
sample({
  clock: analyticsEvent,
  source: { ids: $ids, accepted: $cookiesAccepted },
  filter: ({ ids, accepted }) => ids !== null && accepted,
  fn: ({ ids }, input) => [toTrackingRequest(input, ids as NonNullable<typeof ids>)],
  target: sendTrackingsFx,
});
sample({
  clock: analyticsEvent,
  source: { ids: $ids, queue: $pendingEvents, consent: $cookieConsent },
  filter: ({ ids, consent }) => consent === null || (consent === 'accepted' && ids === null),
  fn: ({ queue }, input) => [...queue, input].slice(-MAX_PENDING_EVENTS),
  target: $pendingEvents,
});
/**
 * No timer before the browser start: the boot awaits `allSettled` (every effect of the scope) before it
 * creates the session, so a look started by an early page_view would never let it.
 */
export const $trackingStarted = createStore(false).on(appStarted, () => true);
const queueLooked = sample({
  clock: [analyticsEvent, $ids.updates, $cookiesAccepted.updates, trackingRetryFx.done, appStarted],
  source: {
    ids: $ids,
    queue: $pendingEvents,
    accepted: $cookiesAccepted,
    waiting: trackingRetryFx.pending,
    started: $trackingStarted,
  },
});
sample({
  clock: queueLooked,
  filter: ({ ids, queue, accepted }) => accepted && ids !== null && queue.length > 0,
  fn: ({ ids, queue }) => queue.map((input) => toTrackingRequest(input, ids as NonNullable<typeof ids>)),
  target: [sendTrackingsFx, $pendingEvents.reinit],
});
sample({
  clock: queueLooked,
  filter: ({ ids, queue, accepted, waiting, started }) =>
    started && accepted && ids === null && queue.length > 0 && !waiting,
  target: trackingRetryFx,
});

function toTrackingRequest(
  input: AnalyticsInput,
  ids: { customerId: number; sessionId: number; profileId?: number; acquisitionId?: number },
): TrackingRequest {
  return {
    event: input.event,
    customer_id: ids.customerId,
    session_id: ids.sessionId,
    profile_id: ids.profileId,
    acquisition_id: ids.acquisitionId,
    view_vue: input.view,
    supplier_id: input.supplierId,
    product_id: input.productId,
    purchase_id: input.purchaseId,
    table_code: input.tableCode,
    front_lang: input.lang,
    service: input.service,
  };
}
