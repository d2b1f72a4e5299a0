import { describe, expect, it } from 'vitest';
import { strategyFor, type RequestFacts } from './routes.ts';

const SHELL = 'http://la-brasa.localhost:5173';
const API = 'http://la-brasa.localhost:4000';
const MENU_REMOTE = 'http://localhost:5175';

const get = (url: string, mode = 'cors'): RequestFacts => ({ method: 'GET', url, mode, shellOrigin: SHELL });

describe('strategyFor', () => {
  it('keeps the shell page network first, whatever its path', () => {
    expect(strategyFor(get(`${SHELL}/`, 'navigate'))).toBe('page');
    expect(strategyFor(get(`${SHELL}/chapinero/menu?mesa=4`, 'navigate'))).toBe('page');
  });

  it('leaves navigations to other origins alone', () => {
    expect(strategyFor(get('https://mesa.example/restaurantes', 'navigate'))).toBe('network');
  });

  it('serves hashed build files of the shell and of every remote from the cache', () => {
    expect(strategyFor(get(`${SHELL}/assets/index-BX8k2Lq1.js`))).toBe('immutable');
    expect(strategyFor(get(`${MENU_REMOTE}/assets/routes-D7lmB5pk.css`, 'no-cors'))).toBe('immutable');
    expect(strategyFor(get(`${MENU_REMOTE}/assets/dist-BGCxGCM2.js`))).toBe('immutable');
    expect(strategyFor(get(`${MENU_REMOTE}/assets/utils-D_aEWdt_.js`))).toBe('immutable');
    expect(strategyFor(get(`${SHELL}/assets/mf-entry-bootstrap-0-7cba83c9.js`))).toBe('immutable');
    expect(strategyFor(get(`${SHELL}/remoteEntry-CjneA_C1.js`))).toBe('immutable');
  });

  it('does not treat unhashed or queried files as immutable', () => {
    expect(strategyFor(get(`${MENU_REMOTE}/assets/routes.js`))).toBe('network');
    expect(strategyFor(get(`${MENU_REMOTE}/assets/routes-D7lmB5pk.js?v=2`))).toBe('network');
    expect(strategyFor(get(`${MENU_REMOTE}/mf-stats.json`))).toBe('network');
    expect(strategyFor(get(`${API}/images/la-brasa/bandeja-paisa-12345678.js`))).toBe('network');
  });

  it('asks the network first for remote manifests and entries, so a redeploy is seen', () => {
    expect(strategyFor(get(`${MENU_REMOTE}/mf-manifest.json`))).toBe('remote-entry');
    expect(strategyFor(get(`${MENU_REMOTE}/remoteEntry.js`))).toBe('remote-entry');
  });

  it('keeps the public reads of the first screens: config, branch and menu', () => {
    expect(strategyFor(get(`${API}/experience/la-brasa.localhost%3A5173/config`))).toBe('api');
    expect(strategyFor(get(`${API}/experience/la-brasa.localhost/suppliers/chapinero`))).toBe('api');
    expect(strategyFor(get(`${API}/experience/la-brasa.localhost/branches/12`))).toBe('api');
    expect(strategyFor(get(`${API}/api/suppliers/chapinero.json`))).toBe('api');
    expect(strategyFor(get(`${API}/api/suppliers/chapinero/menu.json`))).toBe('api');
  });

  it('never keeps personal or state-changing calls', () => {
    expect(strategyFor(get(`${API}/profiles/status.json`))).toBe('network');
    expect(strategyFor(get(`${API}/api/v2/search_cities.json?customer_id=1`))).toBe('network');
    expect(strategyFor(get(`${API}/shopping_cart/12.json`))).toBe('network');
    expect(strategyFor(get(`${API}/health`))).toBe('network');
    expect(strategyFor({ ...get(`${API}/api/suppliers/chapinero/menu.json`), method: 'POST' })).toBe(
      'network',
    );
    expect(strategyFor({ ...get(`${API}/profiles/anonymous.json`), method: 'POST' })).toBe('network');
    expect(strategyFor({ ...get(`${MENU_REMOTE}/remoteEntry.js`), method: 'HEAD' })).toBe('network');
  });

  it('never keeps the worker itself or non-HTTP URLs', () => {
    expect(strategyFor(get(`${SHELL}/sw.js`))).toBe('network');
    expect(strategyFor(get('data:text/plain,hi'))).toBe('network');
    expect(strategyFor(get('chrome-extension://abc/assets/x-12345678.js'))).toBe('network');
    expect(strategyFor(get('not a url'))).toBe('network');
  });
});
