import { createEffect, sample } from 'effector';
import { $cookiesAccepted } from 'shared-contracts';
import { CONSENT_COOKIE } from './ssr-payload.ts';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The consent also goes to a cookie, so the server leaves the notice out of the next page. */
export const writeConsentCookieFx = createEffect(() => {
  document.cookie = `${CONSENT_COOKIE}=1; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
});

// On the diner's "accept", and when storage says they accepted before the cookie existed.
sample({ clock: $cookiesAccepted.updates, filter: Boolean, target: writeConsentCookieFx });
