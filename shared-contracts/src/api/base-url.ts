declare global {
  interface Window {
    /** Set by the shell's HTML when the API does not live at the page's host on port 4000. */
    __MESA_API__?: string;
  }
}

export const DEFAULT_API_PORT = 4000;

/** Where a server (the shell's renderer) reaches the API; read from its environment. */
export const SERVER_API_URL_VARIABLE = 'MESA_API_URL';

const serverEnv = (): Record<string, string | undefined> =>
  (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};

/**
 * The API origin. In a page: the same host name (so the API resolves the same instance), port 4000.
 * On a server: `MESA_API_URL`, else localhost:4000; the instance then travels in the `customer_id`
 * header of the scope's requests.
 */
export function apiBaseUrl(): string {
  if (typeof window === 'undefined') {
    return (serverEnv()[SERVER_API_URL_VARIABLE] ?? `http://localhost:${DEFAULT_API_PORT}`).replace(
      /\/$/,
      '',
    );
  }
  if (window.__MESA_API__) return window.__MESA_API__.replace(/\/$/, '');
  return `${window.location.protocol}//${window.location.hostname}:${DEFAULT_API_PORT}`;
}
