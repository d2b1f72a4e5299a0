declare global {
  interface Window {
    /** Set by the shell's HTML when the API does not live at the page's host on port 4000. */
    __MESA_API__?: string;
  }
}

export const DEFAULT_API_PORT = 4000;

/** The API origin for this page: the same host name (so the API resolves the same instance), port 4000. */
export function apiBaseUrl(): string {
  if (typeof window === 'undefined') return `http://localhost:${DEFAULT_API_PORT}`;
  if (window.__MESA_API__) return window.__MESA_API__.replace(/\/$/, '');
  return `${window.location.protocol}//${window.location.hostname}:${DEFAULT_API_PORT}`;
}
