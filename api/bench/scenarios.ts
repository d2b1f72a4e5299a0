import type { RequestParams } from 'autocannon';

/** What a browser sends with every API call. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

export const MENU_PATH = '/api/suppliers/chapinero/menu.json';
export const MENU_HOST = 'la-brasa.localhost:4000';
export const CONFIG_PATH = '/experience/la-brasa.localhost:5173/config';

export interface Scenario {
  name: string;
  /** GET unless said. */
  method?: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Changes each request before it is sent (a new Host every time). */
  setupRequest?: (req: RequestParams) => RequestParams;
}

let hostCounter = 0;

/** What the scenarios need from the running API: the menu's current ETag and one diner's headers. */
export interface ScenarioInputs {
  menuEtag: string;
  /** `profileid` + `token` of an anonymous profile made before the run. */
  diner: Record<string, string>;
}

/**
 * The four loads of the benchmark (docs/performance.md), then two writes that rate limits count: the cookie consent (counted per
 * address on every request and under its limit, the bench API's `DINER_WRITES_PER_ADDRESS_PER_MINUTE`
 * is raised) and new anonymous profiles past their 300 a minute (almost every answer a 429: the cost of
 * the count alone).
 */
export function scenarios({ menuEtag, diner }: ScenarioInputs): Scenario[] {
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
    {
      name: 'cookie consent (counted write)',
      method: 'POST',
      path: '/legal/check_cookies.json',
      headers: { ...BROWSER_HEADERS, host: MENU_HOST, ...diner },
    },
    {
      name: 'anonymous profile over its limit (429)',
      method: 'POST',
      path: '/profiles/anonymous.json',
      headers: { ...BROWSER_HEADERS, host: MENU_HOST, 'content-type': 'application/json' },
      body: JSON.stringify({ profile: { domain: 'la-brasa.localhost', name: 'Bench' } }),
    },
  ];
}
