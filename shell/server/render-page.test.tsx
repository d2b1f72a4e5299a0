// @vitest-environment node
import { createEvent, createStore } from 'effector';
import { $profile } from 'shared-contracts';
import { useUnit } from 'effector-react';
import type { RemoteEntry, RouteVisit } from 'shared-contracts';
import { makeInstanceConfig, makeProfile, makeSupplierSummary } from 'shared-contracts/testing';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareServerI18n } from './i18n.ts';
import type { RemoteLoader } from './remote-loader.ts';
import { consentFromCookie, langFromCookie, renderPage, type RenderDeps } from './render-page.tsx';
import { useTranslation } from 'shared-contracts';
import { RECORD_FAILED_STYLES } from '../src/boot/ssr-payload.ts';

const TEMPLATE =
  '<!doctype html><html lang="es"><head><meta charset="UTF-8" /><meta name="theme-color" content="#ffffff" />' +
  '<link rel="icon" href="data:," /><title>Menú</title><script>boot()</script></head>' +
  '<body><div id="root"></div></body></html>';

const suppliers = [makeSupplierSummary({ slug: 'chapinero' })];
const menuRemote: RemoteEntry = {
  name: 'menu',
  entry: 'http://remotes.test/menu/mf-manifest.json',
  enabled: true,
};
const checkoutRemote: RemoteEntry = {
  name: 'checkout',
  entry: 'http://remotes.test/checkout/mf-manifest.json',
  enabled: true,
};

// A remote's route module as a server entry gives it: a screen and the event that loads its data.
const dishOpened = createEvent<RouteVisit>();
const $dish = createStore('', { sid: 'test/dish' }).on(dishOpened, () => 'Bandeja paisa');
function DishScreen() {
  const dish = useUnit($dish);
  const { t } = useTranslation('shell');
  return <p data-testid="dish">{`${dish} · ${t('retry')}`}</p>;
}
// A page of the diner's own purchase: what it shows needs the profile.
const orderOpened = createEvent<RouteVisit>();
function OrderScreen() {
  const profile = useUnit($profile);
  return <p data-testid="order">{profile ? `order of ${profile.name}` : 'loading'}</p>;
}
const menuModule = {
  contractsVersion: '2.0.0',
  routes: { Menu: DishScreen, MyOrder: OrderScreen },
  opened: { Menu: dishOpened, MyOrder: orderOpened },
};

function deps(overrides: Partial<RenderDeps> & { remotes?: RemoteLoader } = {}): RenderDeps {
  return {
    template: TEMPLATE,
    config: () => Promise.resolve(makeInstanceConfig({ suppliers, remotes: [menuRemote, checkoutRemote] })),
    profiles: vi.fn(() => Promise.resolve(null)),
    remotes: {
      load: vi.fn(() =>
        Promise.resolve({
          module: menuModule,
          manifest: {
            url: menuRemote.entry,
            remoteEntry: 'remoteEntry.js',
            scripts: ['assets/routes-1.js'],
            styles: ['assets/routes-1.css'],
            laterTexts: ['assets/i18n-others-1.js'],
          },
          styles: {},
        }),
      ),
    },
    budgetMs: 1000,
    cspOrigins: 'http://remotes.test http://api.test',
    ...overrides,
  };
}

const request = (path: string, cookie?: string) => ({
  url: new URL(`http://la-brasa.localhost:5173${path}`),
  host: 'la-brasa.localhost:5173',
  cookie,
});

const payloadOf = (body: string) => {
  const match = /window\.__MESA_SSR__=(.*?)<\/script>/.exec(body);
  return match?.[1]
    ? (JSON.parse(match[1]) as { state: Record<string, unknown>; lang: string; profileId: number | null })
    : null;
};

/** The nonce the response's policy allows. */
const nonceOf = (response: { headers: Record<string, string> }) =>
  /'nonce-([^']+)'/.exec(response.headers['content-security-policy'] ?? '')?.[1] ?? 'missing';

beforeAll(prepareServerI18n);

describe('renderPage', () => {
  it("renders the route's remote screen with the data its opened event loaded, in the cookie's language", async () => {
    const response = await renderPage(request('/chapinero/menu', 'a=1; mesa_lang=en'), deps());
    expect(response.headers['x-mesa-render']).toBe('server');
    expect(response.body).toContain('<html lang="en" style="--mesa-color-theme:#C8102E;');
    expect(response.body).toContain('<div id="root" inert>');
    expect(response.body).toContain('<title>La Brasa</title>');
    expect(response.body).toMatch(/<p data-testid="dish">Bandeja paisa · Retry<\/p>/);
    expect(response.body).toContain('Skip to content');
    expect(response.body).toContain('--mesa-color-theme:#C8102E');
    expect(response.body).toContain('href="http://remotes.test/menu/assets/routes-1.css"');
    expect(response.body).toMatch(
      /rel="modulepreload" nonce="[^"]+" crossorigin="anonymous" href="http:\/\/remotes\.test\/menu\/remoteEntry\.js"/,
    );
    const payload = payloadOf(response.body);
    expect(payload?.lang).toBe('en');
    expect(payload?.state['test/dish']).toBe('Bandeja paisa');
  });

  it("renders a first visit in the browser's language when the instance offers it; a saved choice wins", async () => {
    const english = await renderPage(
      { ...request('/chapinero/menu'), acceptLanguage: 'en-US,en;q=0.9,es;q=0.5' },
      deps(),
    );
    expect(english.body).toContain('<html lang="en"');
    expect(payloadOf(english.body)?.lang).toBe('en');
    const saved = await renderPage(
      { ...request('/chapinero/menu', 'mesa_lang=es'), acceptLanguage: 'en-US,en;q=0.9' },
      deps(),
    );
    expect(payloadOf(saved.body)?.lang).toBe('es');
    // The remote's texts in English come beside its code; a Spanish page never asks for them.
    const laterTexts =
      /rel="modulepreload"[^>]*href="http:\/\/remotes\.test\/menu\/assets\/i18n-others-1\.js"/;
    expect(english.body).toMatch(laterTexts);
    expect(saved.body).not.toMatch(laterTexts);
    expect(saved.body).toContain('menu/assets/routes-1.js');
    const french = await renderPage(
      { ...request('/chapinero/menu'), acceptLanguage: 'fr-FR,fr;q=0.9' },
      deps(),
    );
    expect(payloadOf(french.body)?.lang).toBe('es');
  });

  it('puts the cookie notice in the served page until the consent cookie says the diner answered', async () => {
    const fresh = await renderPage(request('/chapinero/menu'), deps());
    expect(fresh.body).toContain('data-testid="cookie-notice"');
    for (const [value, answer] of [
      ['1', 'accepted'],
      ['0', 'rejected'],
    ]) {
      const answered = await renderPage(
        request('/chapinero/menu', `mesa_lang=es; mesa_cookies=${value}`),
        deps(),
      );
      expect(answered.headers['x-mesa-render']).toBe('server');
      expect(answered.body).not.toContain('data-testid="cookie-notice"');
      expect(payloadOf(answered.body)?.state['contracts/cookie-consent']).toBe(answer);
    }
  });

  it("writes the remote's stylesheet into the page when its text is held, its link left unfetched for the browser's loader", async () => {
    const css = '.dish{color:red}.x::after{content:"</style><script>"}';
    const remotes: RemoteLoader = {
      load: () =>
        Promise.resolve({
          module: menuModule,
          manifest: {
            url: menuRemote.entry,
            remoteEntry: 'remoteEntry.js',
            scripts: [],
            styles: ['assets/routes-1.css'],
            laterTexts: [],
          },
          styles: { 'http://remotes.test/menu/assets/routes-1.css': css },
        }),
    };
    const response = await renderPage(request('/chapinero/menu'), deps({ remotes }));
    expect(response.headers['x-mesa-render']).toBe('server');
    expect(response.body).toContain(
      '<style>.dish{color:red}.x::after{content:"\\3c /style>\\3c script>"}</style>',
    );
    expect(response.body).toContain(
      '<link rel="stylesheet" crossorigin href="http://remotes.test/menu/assets/routes-1.css" disabled />',
    );
  });

  it("records the page's failing stylesheets from before the first one: they fail before the bundle listens", async () => {
    const template = TEMPLATE.replace(
      '</head>',
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>',
    );
    const response = await renderPage(request('/chapinero/menu'), deps({ template }));
    const recorder = response.body.indexOf(
      `<script nonce="${nonceOf(response)}">${RECORD_FAILED_STYLES}</script>`,
    );
    expect(recorder).toBeGreaterThan(0);
    // The first of them, the remote's (routes-1.css); the shell's own (index-1.css) comes later.
    expect(response.body.indexOf('<link rel="stylesheet"')).toBeGreaterThan(recorder);
    expect(response.body).toContain('href="http://remotes.test/menu/assets/routes-1.css"');
  });

  it("keeps the recorder the built page carries first, once, with the remote's links after it", async () => {
    const template = TEMPLATE.replace(
      '<meta charset="UTF-8" />',
      `<meta charset="UTF-8" /><script>${RECORD_FAILED_STYLES}</script>`,
    ).replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>');
    const response = await renderPage(request('/chapinero/menu'), deps({ template }));
    const recorder = `<script nonce="${nonceOf(response)}">${RECORD_FAILED_STYLES}</script>`;
    expect(response.body.split(recorder)).toHaveLength(2);
    expect(response.body.indexOf('<link rel="stylesheet"')).toBeGreaterThan(response.body.indexOf(recorder));
    expect(payloadOf(response.body)?.lang).toBe('es');
  });

  it('answers the client-rendered page when the remote does not load within the budget', async () => {
    const never: RemoteLoader = { load: () => new Promise(() => {}) };
    const response = await renderPage(request('/chapinero/menu'), deps({ remotes: never, budgetMs: 30 }));
    expect(response.headers['x-mesa-render']).toBe('client');
    expect(response.headers['x-mesa-render-reason']).toBe('budget');
    expect(response.body).toBe(TEMPLATE.replace('<script>', `<script nonce="${nonceOf(response)}">`));
  });

  it('answers the client-rendered page when the remote has no server entry (down)', async () => {
    const down: RemoteLoader = { load: () => Promise.resolve(null) };
    const response = await renderPage(request('/chapinero/menu'), deps({ remotes: down }));
    expect(response.headers['x-mesa-render']).toBe('client');
    expect(response.body).toBe(TEMPLATE.replace('<script>', `<script nonce="${nonceOf(response)}">`));
  });

  it('sends a Content Security Policy whose fresh nonce is on every script of the page, and only there', async () => {
    const first = await renderPage(request('/chapinero/menu'), deps());
    const second = await renderPage(request('/chapinero/menu'), deps());
    const policy = first.headers['content-security-policy'] ?? '';
    const nonce = nonceOf(first);
    expect(nonce).not.toBe(nonceOf(second));
    expect(policy).toContain(`script-src 'self' http://remotes.test http://api.test 'nonce-${nonce}'`);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const scripts = first.body.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('renders the inactive-site page of a locked instance without loading any remote', async () => {
    const loader = deps();
    const locked = makeInstanceConfig({ status: 'locked', suppliers, remotes: [menuRemote], language: 'pt' });
    const response = await renderPage(request('/chapinero/menu'), {
      ...loader,
      config: () => Promise.resolve(locked),
    });
    expect(response.headers['x-mesa-render']).toBe('server');
    expect(response.body).toContain('<html lang="pt"');
    expect(response.body).toContain('--mesa-page-bg:#FFF8F0');
    expect(response.body).toContain('Este site não está ativo');
    expect(response.body).toContain('--mesa-page-bg:#FFF8F0');
    expect(loader.remotes.load).not.toHaveBeenCalled();
  });

  it("renders the shell's own page for a switched-off remote, without loading it", async () => {
    const loader = deps();
    const off = makeInstanceConfig({ suppliers, remotes: [{ ...menuRemote, enabled: false }] });
    const response = await renderPage(request('/chapinero/menu'), {
      ...loader,
      config: () => Promise.resolve(off),
    });
    expect(response.headers['x-mesa-render']).toBe('server');
    expect(response.body).toContain('El menú no está disponible en este sitio.');
    expect(loader.remotes.load).not.toHaveBeenCalled();
  });

  it('answers the redirect paths with their target, keeping the query, and loads no remote', async () => {
    const loader = deps();
    const shortLink = await renderPage(request('/chapinero/md?mesa=M4&utm_source=qr'), loader);
    expect(shortLink.status).toBe(302);
    expect(shortLink.headers['location']).toBe('/chapinero/menu-digital?mesa=M4&utm_source=qr');
    const delivery = await renderPage(request('/chapinero/delivery'), loader);
    expect(delivery.status).toBe(302);
    expect(delivery.headers['location']).toBe('/chapinero?service=delivery');
    expect(loader.remotes.load).not.toHaveBeenCalled();
  });

  it('answers the client-rendered page when the instance config cannot be read', async () => {
    const response = await renderPage(request('/'), deps({ config: () => Promise.resolve(null) }));
    expect(response.headers['x-mesa-render-reason']).toBe('no-config');
  });
});

describe("a page of the diner's own purchase", () => {
  const TOKEN = 'Secret-token_0123456789';
  const ana = makeProfile({ id: 9, token: TOKEN, domain: 'la-brasa.localhost', name: 'Ana' });
  const withAna = () =>
    deps({ profiles: vi.fn((credentials) => Promise.resolve(credentials.token === TOKEN ? ana : null)) });

  it("is rendered with the profile of the diner's cookie; the token never reaches the page", async () => {
    const loader = withAna();
    const response = await renderPage(
      request('/chapinero/menu-digital/my-order/12', `mesa_lang=es; mesa_profile=9.${TOKEN}`),
      loader,
    );
    expect(response.headers['x-mesa-render']).toBe('server');
    expect(response.body).toContain('order of Ana');
    expect(response.body).not.toContain(TOKEN);
    expect(payloadOf(response.body)?.profileId).toBe(9);
    // Theirs alone: the service worker never keeps it.
    expect(response.headers['x-mesa-personal']).toBe('1');
    expect(loader.profiles).toHaveBeenCalledWith({ id: 9, token: TOKEN }, expect.anything(), undefined);
  });

  it('without a cookie, or with one the API refuses, is rendered without a profile (the browser loads it)', async () => {
    for (const cookie of [undefined, 'mesa_profile=9.wrong', 'mesa_profile=<script>', 'mesa_profile=0.x']) {
      const response = await renderPage(request('/chapinero/menu-digital/my-order/12', cookie), withAna());
      expect(response.body).toContain('loading');
      expect(payloadOf(response.body)?.profileId).toBeNull();
      expect(response.headers['x-mesa-personal']).toBeUndefined();
    }
  });

  it("asks nothing about the profile on a page that shows none of the diner's data", async () => {
    const loader = withAna();
    const response = await renderPage(request('/chapinero/menu', `mesa_profile=9.${TOKEN}`), loader);
    expect(response.body).toContain('Bandeja paisa');
    expect(loader.profiles).not.toHaveBeenCalled();
    expect(payloadOf(response.body)?.profileId).toBeNull();
  });
});

describe('the request id', () => {
  it("asks the API for the instance config under the page request's id", async () => {
    const config = vi.fn(() => Promise.resolve(makeInstanceConfig({ suppliers, remotes: [menuRemote] })));
    await renderPage({ ...request('/chapinero'), requestId: 'proxy-req-0001' }, deps({ config }));
    expect(config).toHaveBeenCalledWith('la-brasa.localhost:5173', 'proxy-req-0001');
  });
});

describe('consentFromCookie', () => {
  it('reads 1 as accepted and 0 as rejected, anything else as no answer', () => {
    expect(consentFromCookie('a=1; mesa_cookies=1')).toBe('accepted');
    expect(consentFromCookie('mesa_cookies=0; xmesa_cookies=1')).toBe('rejected');
    expect(consentFromCookie('xmesa_cookies=1; mesa_cookies=yes')).toBeNull();
    expect(consentFromCookie(undefined)).toBeNull();
  });
});

describe('langFromCookie', () => {
  it('reads a supported language and ignores anything else', () => {
    expect(langFromCookie('x=1; mesa_lang=pt')).toBe('pt');
    expect(langFromCookie('mesa_lang=de')).toBeNull();
    expect(langFromCookie(undefined)).toBeNull();
  });
});
