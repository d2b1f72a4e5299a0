/**
 * What may reach the page of an instance's custom style (operator input shown to every diner): plain
 * CSS rules. `<` is dropped (it could only serve to close the style element), and so are the CSS features
 * that load or run something: `@import`, `expression(`, `behavior`, `-moz-binding` and `url(` with
 * anything but an http(s) address.
 */
export function safeCustomStyle(css: string): string {
  return css
    .replace(/</g, '')
    .replace(/@import[^;]*;?/gi, '')
    .replace(/expression\s*\(/gi, '(')
    .replace(/(-moz-binding|behavior)\s*:[^;}]*;?/gi, '')
    .replace(/url\(\s*(['"]?)([^)'"]*)\1\s*\)/gi, (whole, _quote: string, address: string) =>
      /^https?:\/\//i.test(address.trim()) ? whole : 'none',
    );
}
