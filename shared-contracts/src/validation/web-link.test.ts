import { describe, expect, it } from 'vitest';
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
