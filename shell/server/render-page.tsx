/**
 * Answers a page request with the first screen already rendered, or with the
 * client-rendered page when the server cannot render it within its budget.
 */
import { allSettled, fork, serialize, type Scope, type StoreWritable } from 'effector';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import {
  $instance,
  $profile,
  consentRead,
  $lang,
  i18n,
  isContractCompatible,
  LANGS,
  pickLanguage,
  acceptedLanguages,
  wordingLocale,
  type CookieConsent,
  type InstanceConfig,
  type Lang,
  type RouteVisit,
} from 'shared-contracts';
import { AppProviders } from '../src/boot/app-providers.tsx';
import { CONSENT_COOKIE, CONSENT_COOKIE_VALUES, LANG_COOKIE } from '../src/boot/ssr-payload.ts';
import { AppRoutes } from '../src/app/app.tsx';
import { InactiveSitePage } from '../src/frame/pages/pages.tsx';
import { redirectTarget } from '../src/frame/pages/redirect-target.ts';
import { loadShellPage } from '../src/account/account-route.tsx';
import { settled, type RemoteLoadResult, type RemoteSource } from '../src/remotes/remote-source.ts';
import { branchOf, resolveRoute, type ResolvedRoute } from '../src/remotes/resolve-route.ts';
import type { ConfigSource } from './config-source.ts';
import { cookieValue } from './cookies.ts';
import { contentSecurityPolicy, newNonce, withNonce } from './csp.ts';
import { serverData } from './data-handlers.ts';
import { profileFromCookie } from './profile-cookie.ts';
import type { ProfileSource } from './profile-source.ts';
import type { RemoteLoader } from './remote-loader.ts';
import { PERSONAL_PAGE_HEADER } from '../src/sw/caches.ts';
import { fillTemplate, type RenderedPage } from './template.ts';

export interface RenderDeps {
  /** The shell's built `index.html`: the client-rendered page, and the frame of a server render. */
  template: string;
  config: ConfigSource;
  /** The profile of a diner's cookie, for the pages of their own purchase (`dinerData` routes). */
  profiles: ProfileSource;
  remotes: RemoteLoader;
  /** The whole server render (config, remote, data, render) must fit in it, else the client renders. */
  budgetMs: number;
  /** The deployment's API and remote origins, allowed by the Content Security Policy (csp.ts). */
  cspOrigins: string;
}

export interface PageRequest {
  url: URL;
  host: string;
  cookie?: string | undefined;
  /** The id this page request is logged under (the proxy's `X-Request-Id`, or a new one). */
  requestId?: string | undefined;
  /** The browser's languages: a first visit (no saved choice) is rendered in one the instance offers. */
  acceptLanguage?: string | undefined;
}

export interface PageResponse {
  /** 200 unless said (302 for the redirect paths). */
  status?: number;
  headers: Record<string, string>;
  body: string;
}

/** Why a page was rendered in the browser (logged; tests read the header). */
type ClientReason = 'no-config' | 'remote-unavailable' | 'incompatible' | 'data-failed' | 'budget' | 'error';

const isLang = (value: string | undefined): value is Lang =>
  value !== undefined && (LANGS as readonly string[]).includes(value);

export function langFromCookie(cookie: string | undefined): Lang | null {
  const value = cookieValue(cookie, LANG_COOKIE);
  return isLang(value) ? value : null;
}

/** The diner's answer to the cookie notice, from its own cookie (`1` accepted, `0` rejected); else none. */
export function consentFromCookie(cookie: string | undefined): CookieConsent | null {
  const value = cookieValue(cookie, CONSENT_COOKIE);
  const answers = Object.entries(CONSENT_COOKIE_VALUES) as [CookieConsent, string][];
  return answers.find(([, written]) => written === value)?.[0] ?? null;
}

/** The route's params as a `RouteVisit` spells them (only the ones the path gave). */
const visitOf = (resolved: ResolvedRoute, url: URL): RouteVisit => ({
  params: Object.fromEntries(
    Object.entries(resolved.params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ),
  search: url.search,
});

const noRemotes: RemoteSource = {
  load: () => settled<RemoteLoadResult>({ kind: 'disabled' }),
  retry: () => settled<RemoteLoadResult>({ kind: 'disabled' }),
};

function renderApp(url: URL, element: (routes: ReactNode) => ReactNode): string {
  return renderToString(
    element(
      <StaticRouter location={url.pathname + url.search}>
        <AppRoutes />
      </StaticRouter>,
    ),
  );
}

// effector's own pair type: each store with a value it takes (its `fork` is typed with `any`).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type StorePair = [StoreWritable<any>, unknown];

class ClientRender {
  constructor(readonly reason: ClientReason) {}
}

/** A redirect path (`/{supplier}/md`, `/{supplier}/delivery`): answered with its target, nothing rendered. */
class Redirect {
  constructor(readonly location: string) {}
}

async function serverRender(
  request: PageRequest,
  deps: RenderDeps,
): Promise<RenderedPage | ClientRender | Redirect> {
  const config = await deps.config(request.host, request.requestId);
  if (!config) return new ClientRender('no-config');
  const target =
    config.status === 'locked' ? null : redirectTarget(request.url.pathname, request.url.search, config);
  if (target) return new Redirect(target);
  const lang = pickLanguage(
    langFromCookie(request.cookie),
    config,
    acceptedLanguages(request.acceptLanguage),
  );
  // The same locale the browser applies (country wording such as es-MX), or hydration mismatches.
  const t = i18n.cloneInstance({ lng: wordingLocale(lang, config.country_code) });
  const data = serverData(request.requestId);
  const resolved = config.status === 'locked' ? null : resolveRoute(request.url.pathname);
  const credentials = resolved?.route.dinerData ? profileFromCookie(request.cookie) : null;
  const profile = credentials ? await deps.profiles(credentials, config, request.requestId) : null;
  // The profile has no sid: it is never serialized into the page, only the id goes (`profileId`).
  const values: StorePair[] = [
    [$instance, config],
    [$lang, lang],
  ];
  if (profile) values.push([$profile, profile]);
  const scope = fork({ values, handlers: data.handlers });
  await allSettled(consentRead, { scope, params: consentFromCookie(request.cookie) });
  const payload = (state: Scope) => ({
    state: serialize(state),
    config,
    lang,
    profileId: profile?.id ?? null,
  });
  const wrap = (remotes: RemoteSource) => (screen: ReactNode) => (
    <AppProviders scope={scope} i18n={t} remotes={remotes}>
      {screen}
    </AppProviders>
  );

  if (config.status === 'locked') {
    const logo = config.linktree_logo || config.header.logo;
    const html = renderToString(wrap(noRemotes)(<InactiveSitePage name={config.name} logo={logo} />));
    return { html, payload: payload(scope), manifest: null };
  }

  const remote = remoteToRender(resolved, config);
  if (!remote) {
    // An unknown path, a branch this instance does not have, or a switched-off remote: shell pages.
    await loadShellPage(request.url.pathname);
    const html = renderApp(request.url, wrap(noRemotes));
    return { html, payload: payload(scope), manifest: null };
  }
  const loaded = await deps.remotes.load(remote.name, remote.entry);
  if (!loaded) return new ClientRender('remote-unavailable');
  if (!isContractCompatible(loaded.module.contractsVersion)) return new ClientRender('incompatible');
  const opened = resolved && loaded.module.opened?.[resolved.route.name];
  if (opened && resolved) await allSettled(opened, { scope, params: visitOf(resolved, request.url) });
  if (data.failed()) return new ClientRender('data-failed');
  const ready = settled<RemoteLoadResult>({ kind: 'ready', routes: loaded.module.routes });
  const html = renderApp(request.url, wrap({ load: () => ready, retry: () => ready }));
  return { html, payload: payload(scope), manifest: loaded.manifest, styles: loaded.styles };
}

/** The switched-on remote whose screen the path shows, or null when the shell renders the page itself. */
function remoteToRender(resolved: ResolvedRoute | null, config: InstanceConfig) {
  if (!resolved || branchOf(resolved, config) === null) return null;
  return config.remotes.find((entry) => entry.name === resolved.route.remote && entry.enabled) ?? null;
}

function withinBudget<T>(work: Promise<T>, budgetMs: number): Promise<T | ClientRender> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const budget = new Promise<ClientRender>((resolve) => {
    timer = setTimeout(() => resolve(new ClientRender('budget')), budgetMs);
  });
  // A load that misses the budget keeps running and warms the loader for the next request.
  return Promise.race([work, budget]).finally(() => clearTimeout(timer));
}

export async function renderPage(request: PageRequest, deps: RenderDeps): Promise<PageResponse> {
  const nonce = newNonce();
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    // The language comes from the cookie, else the browser's languages.
    vary: 'Accept-Language, Cookie',
    'content-security-policy': contentSecurityPolicy(nonce, deps.cspOrigins),
  };
  let result: RenderedPage | ClientRender | Redirect;
  try {
    result = await withinBudget(serverRender(request, deps), deps.budgetMs);
  } catch (error) {
    console.error('[ssr] render failed', request.url.href, error);
    result = new ClientRender('error');
  }
  if (result instanceof Redirect) {
    return { status: 302, headers: { location: result.location, 'cache-control': 'no-cache' }, body: '' };
  }
  if (result instanceof ClientRender) {
    return {
      headers: { ...headers, 'x-mesa-render': 'client', 'x-mesa-render-reason': result.reason },
      body: withNonce(deps.template, nonce),
    };
  }
  // A page with the diner's own data (their session's order) is theirs: the service worker never keeps it.
  const personal: Record<string, string> =
    result.payload.profileId === null ? {} : { [PERSONAL_PAGE_HEADER]: '1' };
  return {
    headers: { ...headers, 'x-mesa-render': 'server', ...personal },
    body: withNonce(fillTemplate(deps.template, result), nonce),
  };
}
