import { describe, expect, it } from 'vitest';
import { safeCustomStyle } from './custom-style-rule.ts';

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
