import type { InstanceConfig, Lang } from 'shared-contracts';

/** What a server-rendered page carries for the browser to hydrate over (`window.__MESA_SSR__`). */
export interface SsrPayload {
  /** `serialize(scope)` of the request's scope: the stores with a sid that the render read. */
  state: Record<string, unknown>;
  /** The instance config the server rendered with: the browser asks for none. */
  config: InstanceConfig;
  /** The language the server rendered in (saved choice from the `mesa_lang` cookie, else the instance's). */
  lang: Lang;
}

declare global {
  interface Window {
    __MESA_SSR__?: SsrPayload;
  }
}

/** The cookie that tells the server the diner's saved language (localStorage is out of its reach). */
export const LANG_COOKIE = 'mesa_lang';
