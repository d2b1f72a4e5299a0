/** One cookie's value from a request's `Cookie` header, or undefined. */
export const cookieValue = (cookie: string | undefined, name: string): string | undefined =>
  new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookie ?? '')?.[1];
