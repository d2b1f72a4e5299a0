import { createEffect, sample } from 'effector';
import { $cookiesAccepted } from 'shared-contracts';
import { writeServerCookie } from './server-cookie.ts';
import { CONSENT_COOKIE } from './ssr-payload.ts';

/** The consent also goes to a cookie, so the server leaves the notice out of the next page. */
export const writeConsentCookieFx = createEffect(() => writeServerCookie(CONSENT_COOKIE, '1'));

// On the diner's "accept", and when storage says they accepted before the cookie existed.
sample({ clock: $cookiesAccepted.updates, filter: Boolean, target: writeConsentCookieFx });
