const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * A choice the shell's server must see on the diner's next request (localStorage is out of its reach):
 * kept a year, for the whole site, and sent on a link followed from another site (`lax`).
 */
export function writeServerCookie(name: string, value: string): void {
  document.cookie = `${name}=${value}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}
