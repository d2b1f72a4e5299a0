import type { RequestParams } from 'autocannon';

/** What a browser sends with every API call. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

export const MENU_PATH = '/api/suppliers/chapinero/menu.json';
export const MENU_HOST = 'la-brasa.localhost:4000';
export const CONFIG_PATH = '/experience/la-brasa.localhost:5173/config';

export interface Scenario {
  name: string;
  path: string;
  headers: Record<string, string>;
  /** Changes each request before it is sent (a new Host every time). */
  setupRequest?: (req: RequestParams) => RequestParams;
}

let hostCounter = 0;

/** The four loads of the benchmark (docs/performance.md); `menuEtag` is the menu's ETag before the run. */
export function scenarios(menuEtag: string): Scenario[] {
  return [
    { name: 'menu', path: MENU_PATH, headers: { ...BROWSER_HEADERS, host: MENU_HOST } },
    { name: 'config', path: CONFIG_PATH, headers: { ...BROWSER_HEADERS, host: 'localhost:4000' } },
    {
      name: 'config, new Host each request',
      path: CONFIG_PATH,
      headers: { ...BROWSER_HEADERS, host: 'localhost:4000' },
      setupRequest: (req) => {
        hostCounter += 1;
        return { ...req, headers: { ...req.headers, host: `h${hostCounter}.localhost:4000` } };
      },
    },
    {
      name: 'menu, If-None-Match (304)',
      path: MENU_PATH,
      headers: { ...BROWSER_HEADERS, host: MENU_HOST, 'if-none-match': menuEtag },
    },
  ];
}
