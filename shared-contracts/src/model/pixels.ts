import { combine, createEffect, createStore, sample } from 'effector';
import type { TrackingEvent } from '../schemas/profile.ts';
import { $cookieConsent, $cookiesAccepted, cookiesRejected, storageRead } from './frame.ts';
import { $instance } from './instance.ts';
import { trackableUrl } from './page-address.ts';
import { $profile, $session } from './profile.ts';
import { analyticsEvent, type AnalyticsInput } from './tracking.ts';

/** The hosts the pixel beacons go to (the shell's CSP allows them as `img-src`). */
export const PIXEL_HOSTS = {
  google: 'https://www.google-analytics.com',
  facebook: 'https://www.facebook.com',
} as const;

const FACEBOOK_EVENTS: Record<TrackingEvent, string> = {
  page_view: 'PageView',
  add_to_cart: 'AddToCart',
  begin_checkout: 'InitiateCheckout',
  purchase: 'Purchase',
};

export interface PixelHit {
  google: string | null;
  facebook: string | null;
  clientId: string;
  currency: string;
  location: string;
  input: AnalyticsInput;
}

/**
 * The beacon URLs of one event: Google Analytics 4 (`/g/collect`) and the Facebook pixel (`/tr`), each
 * only when the instance configures it. Beacons, not the vendors' scripts: no outside code runs on the page.
 */
export function pixelUrls(hit: PixelHit): string[] {
  const urls: string[] = [];
  if (hit.google) {
    const query = new URLSearchParams({
      v: '2',
      tid: hit.google,
      cid: hit.clientId,
      en: hit.input.event,
      dl: hit.location,
      ...(hit.input.value === undefined ? {} : { 'epn.value': String(hit.input.value), cu: hit.currency }),
    });
    urls.push(`${PIXEL_HOSTS.google}/g/collect?${query.toString()}`);
  }
  if (hit.facebook) {
    const query = new URLSearchParams({
      id: hit.facebook,
      ev: FACEBOOK_EVENTS[hit.input.event],
      dl: hit.location,
      noscript: '1',
      ...(hit.input.value === undefined
        ? {}
        : { 'cd[value]': String(hit.input.value), 'cd[currency]': hit.currency }),
    });
    urls.push(`${PIXEL_HOSTS.facebook}/tr?${query.toString()}`);
  }
  return urls;
}

/** Sends the beacons as images; in the browser only, and a lost beacon is nobody's concern. */
export const sendPixelsFx = createEffect((hits: PixelHit[]) => {
  if (typeof window === 'undefined') return;
  for (const url of hits.flatMap(pixelUrls)) {
    const image = new Image(1, 1);
    // The beacon says where the page is (`dl`, without its secrets); the full address must not follow it.
    image.referrerPolicy = 'no-referrer';
    image.src = url;
  }
});

type PixelConfig = Omit<PixelHit, 'location' | 'input'>;

/** Whether the instance has a pixel and the diner accepted cookies: events are then meant to be sent. */
const $pixelsWanted = combine($instance, $cookiesAccepted, (instance, accepted) =>
  Boolean(instance && accepted && (instance.pixel_google_analytics || instance.pixel_facebook_analytics)),
);

/**
 * The instance's pixels once the diner has accepted cookies and their profile is known; null otherwise.
 * The profile names the client: sent before it, every new visitor would be the same `0.0` client.
 */
const $pixels = combine(
  $instance,
  $pixelsWanted,
  $session,
  $profile,
  (instance, wanted, session, profile): PixelConfig | null =>
    instance && wanted && profile
      ? {
          google: instance.pixel_google_analytics || null,
          facebook: instance.pixel_facebook_analytics || null,
          clientId: `${profile.id}.${session?.id ?? 0}`,
          currency: instance.currency,
        }
      : null,
);

const location = () => (typeof window === 'undefined' ? '' : trackableUrl(window.location.href));
const hitOf = (pixels: PixelConfig, input: AnalyticsInput): PixelHit => ({
  ...pixels,
  location: location(),
  input,
});

// Consent is known once storage is read (after hydration); the first page_view comes earlier and waits.
const $consentKnown = createStore(false).on(storageRead, () => true);
// Events that came before the diner's answer (or, once given, before their profile) wait for it (the
// latest few); a rejection drops them.
const MAX_WAITING = 50;
const $waiting = createStore<AnalyticsInput[]>([]).reset(sendPixelsFx, cookiesRejected);
sample({
  clock: analyticsEvent,
  source: {
    known: $consentKnown,
    waiting: $waiting,
    consent: $cookieConsent,
    wanted: $pixelsWanted,
    pixels: $pixels,
  },
  filter: ({ known, consent, wanted, pixels }) => !known || consent === null || (wanted && pixels === null),
  fn: ({ waiting }, input) => [...waiting, input].slice(-MAX_WAITING),
  target: $waiting,
});
sample({
  clock: analyticsEvent,
  source: { known: $consentKnown, pixels: $pixels },
  filter: ({ known, pixels }) => known && pixels !== null,
  fn: ({ pixels }, input): PixelHit[] => [hitOf(pixels as PixelConfig, input)],
  target: sendPixelsFx,
});
// Sent once consent is known and given: the stored consent may land just after `storageRead`.
sample({
  clock: [storageRead, $pixels.updates],
  source: { pixels: $pixels, waiting: $waiting },
  filter: ({ pixels, waiting }) => pixels !== null && waiting.length > 0,
  fn: ({ pixels, waiting }): PixelHit[] => waiting.map((input) => hitOf(pixels as PixelConfig, input)),
  target: sendPixelsFx,
});
