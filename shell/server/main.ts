// The shell's server: the build's static files as before, and every page route answered with its first
// screen rendered (or the client-rendered page when that cannot be done in time). Run with tsx.
// Env: PORT (5173), MESA_API_URL (http://localhost:4000), SHELL_DIST (shell/dist), SSR_BUDGET_MS (400),
// CSP_ORIGINS (the API's and remotes' origins the pages may use; default: localhost and *.localhost),
// BROWSER_API_URL (where browsers reach the API, `{hostname}` the page's; default the page's host, port 4000),
// SSR_WARM_HOSTS (instances whose remotes are loaded right after the start: warm-up.ts; `/health` answers 503
// until then: health.ts).
import './production-mode.ts';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { REMOTE_PORTS } from 'shared-contracts/ports';
import { REQUEST_ID_HEADER, requestIdOf } from 'shared-contracts/schemas';
import { staticHandler } from '../../scripts/serve-static.mjs';
import { prepareServerI18n } from './i18n.ts';
import { withBrowserApi } from './browser-api.ts';
import { compressedPage } from './compressed-page.ts';
import { apiConfigSource } from './config-source.ts';
import { DEFAULT_CSP_ORIGINS } from './csp.ts';
import { inlineShellStyles } from './inline-styles.ts';
import { createReadiness, type Readiness } from './health.ts';
import { handleProfileCookie } from './profile-cookie.ts';
import { apiProfileSource } from './profile-source.ts';
import { createRemoteLoader } from './remote-loader.ts';
import { renderPage, type RenderDeps } from './render-page.tsx';
import { warmHosts, warmUpRemotes } from './warm-up.ts';

/** A path without an extension is a page route (the rule the static server's cache headers follow). */
const isPageRequest = (req: IncomingMessage, pathname: string) =>
  (req.method === 'GET' || req.method === 'HEAD') && !/\.[A-Za-z0-9]+$/.test(pathname);

export function shellRequestHandler(
  dist: string,
  deps: RenderDeps,
  readiness: Readiness = createReadiness(true),
) {
  const files = staticHandler({ dir: dist, spa: false });
  return (req: IncomingMessage, res: ServerResponse) => {
    const host = req.headers.host ?? 'localhost';
    const url = new URL(req.url ?? '/', `http://${host}`);
    if (readiness.handle(req, res, url.pathname)) return;
    if (handleProfileCookie(req, res, url.pathname)) return;
    if (!isPageRequest(req, url.pathname)) {
      files(req, res);
      return;
    }
    const requestId = requestIdOf(req.headers[REQUEST_ID_HEADER]);
    renderPage(
      { url, host, cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'], requestId },
      deps,
    )
      .then(async ({ status, headers, body }) => {
        const page = await compressedPage(body, req.headers['accept-encoding']);
        const vary = [headers.vary, 'Accept-Encoding'].filter(Boolean).join(', ');
        const encoding = page.encoding ? { 'content-encoding': page.encoding } : {};
        res.writeHead(status ?? 200, { ...headers, ...encoding, vary, [REQUEST_ID_HEADER]: requestId });
        res.end(req.method === 'HEAD' ? undefined : page.body);
      })
      .catch((error: unknown) => {
        console.error(`[ssr] page failed (request ${requestId})`, url.href, error);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
  };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const dist = resolve(process.env.SHELL_DIST ?? join(import.meta.dirname, '..', 'dist'));
  const port = Number(process.env.PORT ?? REMOTE_PORTS.shell);
  const apiUrl = (process.env.MESA_API_URL ?? 'http://localhost:4000').replace(/\/$/, '');
  await prepareServerI18n();
  const deps: RenderDeps = {
    template: inlineShellStyles(
      withBrowserApi(readFileSync(join(dist, 'index.html'), 'utf8'), process.env.BROWSER_API_URL),
      dist,
    ),
    config: apiConfigSource(apiUrl),
    profiles: apiProfileSource,
    remotes: createRemoteLoader(),
    budgetMs: Number(process.env.SSR_BUDGET_MS ?? 400),
    cspOrigins: process.env.CSP_ORIGINS ?? DEFAULT_CSP_ORIGINS,
  };
  const hosts = warmHosts(process.env.SSR_WARM_HOSTS);
  const readiness = createReadiness(hosts.length === 0);
  const server = createServer(shellRequestHandler(dist, deps, readiness));
  server.listen(port, '0.0.0.0', () => console.log(`shell serving ${dist} on http://localhost:${port}`));
  if (hosts.length > 0) {
    void warmUpRemotes(hosts, deps)
      .then(({ loaded, missed }) => {
        console.log(`[ssr] warmed up ${loaded.length} remote(s)`);
        if (missed.length > 0) console.warn(`[ssr] could not warm up ${missed.join(', ')}`);
      })
      .catch((error: unknown) => console.error('[ssr] warm-up failed', error))
      .finally(() => readiness.markReady());
  }
  const stop = () => process.exit(0);
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
