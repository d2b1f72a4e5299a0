import { describe, expect, it } from 'vitest';
import { safeCustomStyle } from './custom-style.ts';
import { cssImageUrl, webHref } from './web-link.ts';

describe('webHref', () => {
  it('keeps http and https links', () => {
    expect(webHref(' https://labrasa.example/menu.pdf ')).toBe('https://labrasa.example/menu.pdf');
    expect(webHref('http://a.example')).toBe('http://a.example/');
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:x',
    'mailto:a@b.c',
    '/relative',
    'not a url',
    '',
  ])('refuses %j', (value) => {
    expect(webHref(value)).toBeNull();
  });
});

describe('cssImageUrl', () => {
  it('quotes a web URL and escapes what could close the string', () => {
    expect(cssImageUrl('https://a.example/x.svg')).toBe('url("https://a.example/x.svg")');
    const hostile = cssImageUrl('https://a.example/x.svg");background:url("https://evil.example');
    // One string from the first quote to the last: the value never closes it early.
    expect(hostile?.split('"')).toHaveLength(3);
    expect(hostile?.startsWith('url("https://a.example/x.svg%22);')).toBe(true);
  });

  it('gives nothing for a non-web image', () => {
    expect(cssImageUrl('javascript:alert(1)')).toBeNull();
  });
});

describe('safeCustomStyle', () => {
  it('keeps plain rules', () => {
    const css = '.ld-name { color: #c00; background: url("https://a.example/bg.png"); }';
    expect(safeCustomStyle(css)).toBe(css);
  });

  it('cannot close its style element or load anything', () => {
    const hostile =
      '</style><script>alert(1)</script>@import url("https://evil.example/x.css"); a{background:url(javascript:alert(1))} b{width:expression(alert(1));behavior:url(x.htc);-moz-binding:url(x.xml#y)}';
    const safe = safeCustomStyle(hostile);
    expect(safe).not.toContain('<');
    expect(safe).not.toMatch(/@import|javascript:|expression\(|behavior|-moz-binding/i);
  });
});
