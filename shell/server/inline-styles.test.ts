import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStyleTexts, inlineShellStyles, styleElementText } from './inline-styles.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the page's stylesheets, written into it", () => {
  it('cannot close the style element they sit in', () => {
    expect(styleElementText('a::after{content:"</STYLE><script>"}')).toBe(
      'a::after{content:"\\3c /STYLE>\\3c script>"}',
    );
    expect(styleElementText('/*<!-- x*/b{content:"<?"}')).toBe('/*\\3c !-- x*/b{content:"\\3c ?"}');
  });

  it('keeps a media query written as a range, which an escape would break', () => {
    const css = '@media (width<=420px){.row{display:block}}@media (400px<width<600px){.a{color:red}}';
    expect(styleElementText(css)).toBe(css);
  });

  it("writes the shell's built stylesheet in place of its link, and leaves a link to a missing file", () => {
    const dist = mkdtempSync(join(tmpdir(), 'shell-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'index-1.css'), '.mesa{color:red}');
    const template =
      '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
      '<link rel="stylesheet" crossorigin href="/assets/gone-2.css"></head>';
    expect(inlineShellStyles(template, dist)).toBe(
      '<head><style data-href="/assets/index-1.css">.mesa{color:red}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/gone-2.css"></head>',
    );
  });

  it("reads a remote's stylesheet once, never holding a page for it, and tries a failed one again later", async () => {
    const answers = [new Response('.a{}'), new Response('no', { status: 503 }), new Response('.b{}')];
    const fetched = vi.fn(() => Promise.resolve(answers.shift() as Response));
    vi.stubGlobal('fetch', fetched);
    const texts = createStyleTexts();
    // The first page links it (nothing read yet); the read starts, once however many pages ask meanwhile.
    expect(texts.of(['http://r/a.css'])).toEqual({});
    expect(texts.of(['http://r/a.css'])).toEqual({});
    await texts.settled();
    expect(texts.of(['http://r/a.css', 'http://r/b.css'])).toEqual({ 'http://r/a.css': '.a{}' });
    await texts.settled();
    // b's read failed (503): still linked, and read again for a later page.
    expect(texts.of(['http://r/b.css'])).toEqual({});
    await texts.settled();
    expect(texts.of(['http://r/a.css', 'http://r/b.css'])).toEqual({
      'http://r/a.css': '.a{}',
      'http://r/b.css': '.b{}',
    });
    expect(fetched).toHaveBeenCalledTimes(3);
  });

  it('keeps at most its limit of texts, dropping the oldest read first', async () => {
    const fetched = vi.fn((url: string) => Promise.resolve(new Response(`/* ${url} */`)));
    vi.stubGlobal('fetch', fetched);
    const texts = createStyleTexts({ limit: 2 });
    for (const url of ['http://r/1.css', 'http://r/2.css', 'http://r/3.css']) {
      texts.of([url]);
      await texts.settled();
    }
    // The first one read is gone (linked again, and read again); the two later ones stay.
    expect(Object.keys(texts.of(['http://r/1.css', 'http://r/2.css', 'http://r/3.css']))).toEqual([
      'http://r/2.css',
      'http://r/3.css',
    ]);
    await texts.settled();
    expect(fetched).toHaveBeenCalledTimes(4);
    expect(fetched).toHaveBeenLastCalledWith('http://r/1.css', expect.anything());
  });
});
