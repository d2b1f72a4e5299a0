import { describe, expect, it } from 'vitest';
import { withBrowserApi } from './browser-api.ts';

const TEMPLATE = '<html><head><script>boot()</script></head></html>';

describe('the API origin browsers use, set when the server starts', () => {
  it('leaves the page alone when unset (the page host on port 4000)', () => {
    expect(withBrowserApi(TEMPLATE, undefined)).toBe(TEMPLATE);
  });

  it('sets it before the boot script, with the page host name filled in the browser', () => {
    const html = withBrowserApi(TEMPLATE, 'http://{hostname}:8440');
    expect(html.indexOf('__MESA_API__')).toBeLessThan(html.indexOf('boot()'));
    const script = /<head><script>(.*?)<\/script>/.exec(html)?.[1] ?? '';
    const window: { __MESA_API__?: string } = {};
    new Function('window', 'location', script)(window, { hostname: 'la-brasa.localhost' });
    expect(window.__MESA_API__).toBe('http://la-brasa.localhost:8440');
  });

  it('cannot be turned into markup', () => {
    const html = withBrowserApi(TEMPLATE, 'http://x</script><script>alert(1)//');
    expect(html).not.toContain('</script><script>alert');
  });
});
