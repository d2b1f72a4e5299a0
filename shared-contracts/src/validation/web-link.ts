/**
 * An operator's link as a safe `href`: only absolute http(s) URLs. A `javascript:`, `data:` or other
 * non-web link (or text that is no URL at all) gives null, and is then never rendered as a link.
 */
export function webHref(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}

/**
 * A CSS `url(...)` value for an operator's image, or null when it is not a web URL: the quotes and
 * backslashes a hostile value could use to leave the string are escaped.
 */
export function cssImageUrl(value: string): string | null {
  const href = webHref(value);
  if (href === null) return null;
  return `url("${href.replace(/["\\\n\r]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)}")`;
}
