import { createEffect, sample } from 'effector';
import { $cookieConsent, type CookieConsent } from 'shared-contracts';
import { writeServerCookie } from './server-cookie.ts';
import { CONSENT_COOKIE, CONSENT_COOKIE_VALUES } from './ssr-payload.ts';

/** The answer also goes to a cookie, so the server leaves the notice out of the next page. */
export const writeConsentCookieFx = createEffect((answer: CookieConsent) =>
  writeServerCookie(CONSENT_COOKIE, CONSENT_COOKIE_VALUES[answer]),
);

// On the diner's answer, and when storage holds one given before the cookie existed.
sample({
  clock: $cookieConsent.updates,
  filter: (answer): answer is CookieConsent => answer !== null,
  target: writeConsentCookieFx,
});
