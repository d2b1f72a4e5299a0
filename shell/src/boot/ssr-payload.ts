import type { CookieConsent, InstanceConfig, Lang } from 'shared-contracts';

/** What a server-rendered page carries for the browser to hydrate over (`window.__MESA_SSR__`). */
export interface SsrPayload {
  /** `serialize(scope)` of the request's scope: the stores with a sid that the render read. */
  state: Record<string, unknown>;
  /** The instance config the server rendered with: the browser asks for none. */
  config: InstanceConfig;
  /** The language the server rendered in (saved choice from the `mesa_lang` cookie, else the instance's). */
  lang: Lang;
  /**
   * The profile the server rendered the diner's own data with (from its cookie), or null. Only the id:
   * the browser brings its stored profile back before hydrating when it is the same one.
   */
  profileId: number | null;
}

declare global {
  interface Window {
    __MESA_SSR__?: SsrPayload;
    /** The addresses of a server-rendered page's stylesheets that failed before the bundle ran. */
    __MESA_FAILED_STYLES__?: string[];
  }
}

/**
 * The inline script every page the shell serves carries ahead of its stylesheet links (first in the
 * built `index.html`, where a server render's remote links follow it): it writes down every
 * stylesheet that fails, for `followPageErrors` to raise the reload offer once the bundle runs.
 * Those links fail before any of the shell's code runs, and nothing in the DOM tells it afterwards:
 * Chromium gives a failed `<link rel=stylesheet>` an empty `sheet`, as it does one that loaded, and its
 * `error` event does not bubble and is long gone. Only a listener already there when it fires sees it.
 */
export const RECORD_FAILED_STYLES =
  'window.__MESA_FAILED_STYLES__=[];' +
  "addEventListener('error',function(e){var t=e.target;" +
  'if(t instanceof HTMLLinkElement&&/\\bstylesheet\\b/.test(t.rel))window.__MESA_FAILED_STYLES__.push(t.href)},true);';

/** The cookie that tells the server the diner's saved language (localStorage is out of its reach). */
export const LANG_COOKIE = 'mesa_lang';
/** The cookie that tells the server the diner's answer to the cookie notice (1 accepted, 0 rejected), so it leaves the notice out. */
export const CONSENT_COOKIE = 'mesa_cookies';
/** The consent cookie's value for each answer (written by the browser, read by the server). */
export const CONSENT_COOKIE_VALUES: Record<CookieConsent, string> = { accepted: '1', rejected: '0' };

/** The `HttpOnly` cookie holding the diner's profile for the server (`<id>.<token>`), never readable by scripts. */
export const PROFILE_COOKIE = 'mesa_profile';
/** Where the page asks the shell's server to set (`POST {id, token}`) or clear (`DELETE`) it. */
export const PROFILE_COOKIE_PATH = '/_profile';
